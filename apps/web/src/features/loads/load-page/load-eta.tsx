import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ETA_STATE_LABELS, type Load } from '@tms/domain';
import { useLoadEtas } from '../../tracking/api/use-load-etas';
import { EtaStateDot } from '../../tracking/components/eta-state-dot';
import { ETA_STATE_COLORS, etaText, etaWhen } from '../../tracking/eta-format';

// Rendered as spans: they sit inside the header's description paragraph.

/**
 * In the load page's header, for a load on the road (issue 34): whether it makes its next
 * appointment with its ETA there, and the miles left and the stop it is bound for. Read again
 * every minute; nothing for a load not on the road or without telematics.
 */
export function LoadEta({ load }: { load: Pick<Load, 'id'> }) {
  const eta = useLoadEtas(load.id).get(load.id);
  if (!eta) return null;
  const when = etaWhen(eta);
  const stop = eta.next_stop;
  const bound = stop && [stop.city, stop.state].filter(Boolean).join(', ');
  const details = [
    eta.remaining_miles !== null && `${eta.remaining_miles.toLocaleString('en-US')} mi${bound ? ` to ${bound}` : ''}`,
    eta.includes_reset && 'with a 10-hour rest',
    !when && etaText(eta),
  ].filter(Boolean);
  return (
    <>
      <Chip
        component="span"
        size="small"
        variant="outlined"
        color={ETA_STATE_COLORS[eta.state]}
        icon={<EtaStateDot state={eta.state} />}
        label={when ? `${ETA_STATE_LABELS[eta.state]} · ETA ${when}` : ETA_STATE_LABELS[eta.state]}
        data-testid="load-eta"
        sx={{ fontWeight: 700, '& .MuiChip-icon': { ml: 1 } }}
      />
      {details.length > 0 && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {details.join(' · ')}
        </Typography>
      )}
    </>
  );
}
