import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { expiryCounts } from '@tms/domain';
import { VisuallyHidden } from '../../components/visually-hidden';
import { apiClient } from '../api/api-client';
import { expiryKeys } from '../api/query-keys';
import { useSession } from '../session/use-session';

/**
 * How many CDL and medical cards (Drivers) and registrations and inspections (Equipment) expire
 * within 30 days or are past, as the dates are now; only for roles who manage them.
 */
export function useExpiryBadgeCounts(): Partial<Record<'drivers' | 'equipment', number>> {
  const { capabilities } = useSession();
  const allowed = capabilities.has('drivers') || capabilities.has('equipment');
  const counts = useQuery({
    queryKey: expiryKeys.counts(),
    queryFn: async () => expiryCounts.parse(await apiClient('/api/expiries/counts')),
    enabled: allowed,
    staleTime: 5 * 60_000,
  }).data;
  if (!counts) return {};
  return {
    ...(capabilities.has('drivers') ? { drivers: counts.drivers.expiring + counts.drivers.expired } : {}),
    ...(capabilities.has('equipment') ? { equipment: counts.equipment.expiring + counts.equipment.expired } : {}),
  };
}

/** The count beside a menu entry; its words are read out, the figure is shown. */
export function MenuCountBadge({
  count,
  words,
  tone,
  compact = false,
}: {
  count: number | undefined;
  /** What the figure counts, e.g. "expiring or expired". */
  words: string;
  tone: 'warning' | 'primary';
} & CountBadgeLook) {
  if (!count) return null;
  const size = compact ? 16 : 20;
  return (
    <Box
      component="span"
      title={`${count} ${words}`}
      sx={{
        ...(compact ? { position: 'absolute', top: 2, right: 2, px: 0.5 } : { ml: 1, px: 0.75 }),
        minWidth: size,
        height: size,
        borderRadius: size / 2,
        fontSize: compact ? 10 : 12,
        fontWeight: 700,
        lineHeight: `${size}px`,
        textAlign: 'center',
        bgcolor: `${tone}.main`,
        color: `${tone}.contrastText`,
        flexShrink: 0,
      }}
    >
      {compact && count > 99 ? '99+' : count}
      <VisuallyHidden> {words}</VisuallyHidden>
    </Box>
  );
}

/** How a count is drawn: beside the label, or (`compact`, the collapsed sidebar) small over the icon's corner. */
export type CountBadgeLook = { compact?: boolean };

/** Papers expiring or expired behind a menu entry. */
export function ExpiryBadge({ count, compact }: { count: number | undefined } & CountBadgeLook) {
  return <MenuCountBadge count={count} words="expiring or expired" tone="warning" compact={compact} />;
}
