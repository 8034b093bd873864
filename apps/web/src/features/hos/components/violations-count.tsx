import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { HosViolation } from '@tms/domain';
import { violationText } from '../hos-format';

interface ViolationsProps {
  violations: readonly HosViolation[];
  timeZone: string;
  today: string;
}

const countText = (n: number) => `${n} ${n === 1 ? 'violation' : 'violations'}`;

/** Each violation as a sentence: "11-hour driving limit exceeded by 60 min at 17:30". */
export function ViolationList({ violations, timeZone, today }: ViolationsProps) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {violations.map((v) => (
        <li key={`${v.rule}-${v.at}`}>{violationText(v, timeZone, today)}</li>
      ))}
    </Box>
  );
}

/** A table cell's count of violations; hovering or focusing it names each one. */
export function ViolationsCount(props: ViolationsProps) {
  const n = props.violations.length;
  if (n === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  return (
    <Tooltip
      describeChild
      title={
        <Typography variant="body2" component="div">
          <ViolationList {...props} />
        </Typography>
      }
    >
      <Chip
        size="small"
        color="error"
        icon={<WarningAmberOutlined />}
        label={countText(n)}
        // Focusable, so the keyboard opens the list too; a click still opens the driver's log.
        tabIndex={0}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
