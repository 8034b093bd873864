import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMiles, formatUsd, type LoadStatsSummary } from '@tms/domain';
import { BoardDraftsChip } from './board-drafts-chip';
import type { BoardParams } from './board-params';

/**
 * The count of loads per status, each a toggle of the board's status filter, the drafts chip, and
 * the money and miles they add up to.
 */
export function BoardStatusTotals({ p, stats }: { p: BoardParams; stats: LoadStatsSummary | undefined }) {
  const toggleStatus = (id: number) => {
    const set = new Set(p.statusIds);
    if (set.has(id)) set.delete(id);
    else set.add(id);
    p.patch({ status: [...set].join(',') });
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      role="group"
      aria-label="Status totals"
    >
      <Chip
        label={`All · ${stats?.total_loads ?? '…'}`}
        variant={p.statusIds.length ? 'outlined' : 'filled'}
        onClick={() => p.patch({ status: null })}
        aria-pressed={!p.statusIds.length}
      />
      {(stats?.by_status ?? []).map((s) => {
        const on = p.statusIds.includes(s.status_id);
        return (
          <Chip
            key={s.status_id}
            label={`${s.name} · ${s.count}`}
            onClick={() => toggleStatus(s.status_id)}
            aria-pressed={on}
            variant={on ? 'filled' : 'outlined'}
            sx={{
              borderColor: s.color,
              ...(on ? { bgcolor: s.color, color: '#fff', '&:hover': { bgcolor: s.color } } : {}),
            }}
          />
        );
      })}
      <BoardDraftsChip p={p} />
      <Box sx={{ flex: 1 }} />
      {stats && (
        <Typography variant="body2" color="text.secondary">
          Rate {formatUsd(stats.rate_booked_total)} · Driver pay {formatUsd(stats.driver_pay_total)} ·{' '}
          {formatMiles(stats.miles_total)} mi
        </Typography>
      )}
    </Box>
  );
}
