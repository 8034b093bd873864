import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadStatusOption } from '@tms/domain';

/** A status's colour, before its name in a status menu. */
export const StatusDot = ({ color }: { color: string }) => (
  <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }} />
);

/** One status in a status menu: its colour and name, and below, when the load may not take it, why. */
export function StatusOptionContent({ option }: { option: Pick<LoadStatusOption, 'name' | 'color' | 'reason'> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
        <StatusDot color={option.color} />
        {option.name}
      </Box>
      {option.reason && (
        <Typography variant="caption" sx={{ whiteSpace: 'normal', pl: 2.25 }}>
          {option.reason}
        </Typography>
      )}
    </Box>
  );
}

/** What a status menu says while the options are on their way, or when they could not be read. */
export const optionsPending = (failed: boolean) =>
  failed ? 'Could not load the statuses. Close and open again.' : 'Loading statuses...';
