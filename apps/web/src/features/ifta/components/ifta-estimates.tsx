import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type IftaEstimate } from '@tms/domain';
import { useSession } from '../../../app/session/use-session';
import { SectionHeader } from '../../../components/page-header';
import { sessionTimeZone } from '../../../components/today';
import { estimateSentence, formatWhole } from './ifta-format';

/**
 * The stretches whose miles come from the mileage estimate rather than positions, each with why:
 * what an auditor asks about first, so the return can be defended line by line.
 */
export function IftaEstimates({ estimates }: { estimates: readonly IftaEstimate[] }) {
  const timeZone = sessionTimeZone(useSession().user);
  if (estimates.length === 0) return null;
  return (
    <Box component="section" aria-label="Estimated miles" sx={{ mt: 4 }}>
      <SectionHeader
        title="Estimated miles"
        description="Where the trucks sent no positions, the miles come from the loads' stops. Keep these with the return's records."
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {estimates.map((e) => (
            <Box
              component="li"
              key={`${e.truck_id}-${e.from}`}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{estimateSentence(e)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Truck {e.unit_number} · {formatDateTime(e.from, { timeZone })} – {formatDateTime(e.to, { timeZone })}
                  {e.jurisdictions.length > 0 && ` · ${e.jurisdictions.join(', ')}`}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatWhole(e.miles)} mi
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
