import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type HosClocksAnswer } from '@tms/domain';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDriverHos } from '../api/driver-pay';
import { ScreenState, ScreenTitle } from '../components/screen-state';
import { clockTime } from '../format/stop-format';
import { clockColor, clocksOf, DUTY_LABELS, driveLeft, hoursText, RULE_LABELS } from './clock-format';
import { ClockRing } from './clock-ring';

/** When a rest begun now would end; nothing when that moment has passed (the driver has rested). */
const resetAhead = (c: HosClocksAnswer) =>
  c.next_reset_at && Date.parse(c.next_reset_at) > Date.parse(c.at) ? c.next_reset_at : null;

function Clocks({ clocks }: { clocks: HosClocksAnswer }) {
  const left = driveLeft(clocks);
  const reset = resetAhead(clocks);
  return (
    <Stack spacing={2}>
      <Card sx={{ p: 2.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Available to drive
          </Typography>
          <Chip
            size="small"
            color={clocks.status === 'driving' ? 'success' : 'default'}
            variant="outlined"
            label={DUTY_LABELS[clocks.status]}
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Typography
          sx={{ fontSize: '2.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
          color={clockColor(left) === 'primary' ? 'text.primary' : clockColor(left)}
        >
          {hoursText(left)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          As of {clockTime(clocks.at)}
          {reset ? ` · a 10-hour rest from now resets your clocks at ${clockTime(reset)}` : ''}
        </Typography>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
        {clocksOf(clocks).map((c) => (
          <ClockRing key={c.label} clock={c} />
        ))}
      </Box>
      {clocks.violations.map((v) => (
        <Alert key={`${v.rule}-${v.at}`} severity="error">
          {RULE_LABELS[v.rule]} passed by {v.minutes_over} min at {formatDateTime(v.at)}
        </Alert>
      ))}
    </Stack>
  );
}

/** /driver/hours: the driver's hours-of-service clocks from the ELD. */
export function HoursPage() {
  useDocumentTitle('Hours');
  const hos = useDriverHos();
  return (
    <>
      <ScreenTitle title="Hours of service" summary="From your ELD. Your ELD's own display is the record." />
      <ScreenState loading={hos.isPending} failed={hos.isError} what="your hours" onRetry={() => void hos.refetch()}>
        {() =>
          hos.data?.clocks ? (
            <Clocks clocks={hos.data.clocks} />
          ) : (
            <EmptyState
              icon={AccessTimeOutlined}
              title="No hours yet"
              description="Your clocks show here once your ELD reports your duty status."
            />
          )
        }
      </ScreenState>
    </>
  );
}
