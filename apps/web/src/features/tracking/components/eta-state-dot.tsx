import Box from '@mui/material/Box';
import type { EtaState } from '@tms/domain';
import { ETA_STATE_COLORS } from '../eta-format';

/** A small dot in the state's colour; the state is always written beside it, so colour is never alone. */
export function EtaStateDot({ state }: { state: EtaState }) {
  const color = ETA_STATE_COLORS[state];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: color === 'default' ? 'text.disabled' : `${color}.main`,
      }}
    />
  );
}
