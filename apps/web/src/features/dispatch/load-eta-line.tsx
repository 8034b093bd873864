import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ETA_STATE_LABELS, type LoadListItem } from '@tms/domain';
import { createContext, useContext } from 'react';
import type { LoadEtas } from '../tracking/api/use-load-etas';
import { EtaStateDot } from '../tracking/components/eta-state-dot';
import { etaShortWhen, etaText } from '../tracking/eta-format';

/** The ETAs of the loads on the road, read once for the whole board (`useLoadEtas`), not once per row. */
export const LoadEtasContext = createContext<LoadEtas>(new Map());

/**
 * Under a load on the road on the board (issue 34): whether it makes its next appointment, and its
 * ETA there ("At risk · ETA Nov 24 · 14:30 CT · 212 mi" on a card, the time alone in the table). Nothing for a load not on the road, or
 * where the company has no telematics.
 */
export function LoadEtaLine({ load, full = false }: { load: Pick<LoadListItem, 'id'>; full?: boolean }) {
  const eta = useContext(LoadEtasContext).get(load.id);
  if (!eta) return null;
  const text = etaText(eta);
  // The table's narrow cell shows the time alone; the card (and the tooltip) the whole line.
  const shown = full || !eta.eta ? text : etaShortWhen(eta);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      noWrap
      data-testid="load-eta"
      title={`${ETA_STATE_LABELS[eta.state]} · ${text}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <EtaStateDot state={eta.state} />
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', flex: 'none' }}>
        {ETA_STATE_LABELS[eta.state]}
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        · {shown}
      </Box>
    </Typography>
  );
}
