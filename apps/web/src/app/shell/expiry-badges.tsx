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
}: {
  count: number | undefined;
  /** What the figure counts, e.g. "expiring or expired". */
  words: string;
  tone: 'warning' | 'primary';
}) {
  if (!count) return null;
  return (
    <Box
      component="span"
      title={`${count} ${words}`}
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
        bgcolor: `${tone}.main`,
        color: `${tone}.contrastText`,
        flexShrink: 0,
      }}
    >
      {count}
      <VisuallyHidden> {words}</VisuallyHidden>
    </Box>
  );
}

/** Papers expiring or expired behind a menu entry. */
export function ExpiryBadge({ count }: { count: number | undefined }) {
  return <MenuCountBadge count={count} words="expiring or expired" tone="warning" />;
}
