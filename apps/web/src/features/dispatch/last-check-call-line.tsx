import Typography from '@mui/material/Typography';
import { type LastCheckCall, lastCheckCallLine } from '@tms/domain';

/** The load's newest check call on one small line ("Delayed · Amarillo, TX · 2h ago"), or nothing. */
export function LastCheckCallLine({ call }: { call: LastCheckCall }) {
  if (!call) return null;
  return (
    <Typography
      variant="caption"
      component="div"
      data-testid="last-check-call"
      color={call.reason === 'delayed' || call.reason === 'breakdown' ? 'warning.main' : 'text.secondary'}
      noWrap
      title={lastCheckCallLine(call)}
    >
      {lastCheckCallLine(call)}
    </Typography>
  );
}
