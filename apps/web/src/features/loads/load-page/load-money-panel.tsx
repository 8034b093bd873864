import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMiles, formatUsd, type Load, toCents } from '@tms/domain';
import type { ReactNode } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { loadKeys } from '../api/load-keys';
import { patchRateCargo } from '../api/wizard-calls';
import { AccessorialsPanel } from './accessorials-panel';
import { LoadSection } from './load-section';

/** One figure of the card: a label over its value, the value findable by its label in tests. */
function Figure({ label, value, tone, note }: { label: string; value: string; tone?: 'error'; note?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }} color={tone} data-testid={`money-${label}`}>
        {value}
      </Typography>
      {note}
    </Box>
  );
}

/** Driver pay as computed from the pay profile ("500 loaded mi × $0.60"), or typed: "Manual" with a way back. */
function PayNote({ load, canEdit }: { load: Load; canEdit: boolean }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => patchRateCargo(load.id, { rate_dispatched: null, rate_dispatched_manual: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData(loadKeys.detail(load.id), answer);
      void queryClient.invalidateQueries({ queryKey: loadKeys.history(load.id) });
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const rate = load.rate_cargo;
  if (!rate.rate_dispatched_manual)
    return rate.pay_basis ? (
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Pay profile: {rate.pay_basis}
      </Typography>
    ) : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip size="small" label="Manual" />
      {canEdit && (
        <Link
          component="button"
          type="button"
          variant="caption"
          disabled={reset.isPending}
          onClick={() => reset.mutate()}
        >
          Use pay profile
        </Link>
      )}
    </Box>
  );
}

/**
 * The load's money (decisions 0197, 0198): rate booked, driver pay and how it is made up, the
 * accessorials billed and paid, and the margin of them all, to the cent.
 */
export function LoadMoneyPanel({ load, canEdit }: { load: Load; canEdit: boolean }) {
  const rate = load.rate_cargo;
  const margin = load.margin;
  return (
    <LoadSection title="Money">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure label="Rate booked" value={formatUsd(rate.rate_booked)} />
        <Figure label="Billed accessorials" value={formatUsd(load.accessorials?.billed_total)} />
        <Figure
          label="Driver pay"
          value={formatUsd(rate.rate_dispatched)}
          note={<PayNote load={load} canEdit={canEdit} />}
        />
        <Figure label="Paid to driver accessorials" value={formatUsd(load.accessorials?.driver_total)} />
        <Figure
          label="Margin"
          value={formatUsd(margin)}
          tone={margin !== null && toCents(margin) < 0n ? 'error' : undefined}
        />
        <Figure label="Rate per mile" value={formatUsd(rate.rpm_total)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {formatMiles(rate.total_miles)} total miles
        {load.invoice_amount !== null && ` · Invoiced ${formatUsd(load.invoice_amount)}`}
      </Typography>
      <AccessorialsPanel loadId={load.id} canEdit={canEdit} />
    </LoadSection>
  );
}
