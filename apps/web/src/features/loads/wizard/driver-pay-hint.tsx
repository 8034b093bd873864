import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@tms/domain';
import { useLoadRecord } from '../load-page/use-load-record';
import type { RateCargoForm } from './rate-cargo-rules';

/** The driver pay the pay profile gave the saved load, and how; null before a save or when it was typed. */
export function useProfilePay(loadId: number | null): { pay: string | null; basis: string | null } | null {
  const saved = useLoadRecord(loadId).data?.rate_cargo;
  if (!saved || saved.rate_dispatched_manual) return null;
  return { pay: saved.rate_dispatched, basis: saved.pay_basis };
}

/**
 * Under Driver Pay (decision 0197): an empty box follows the driver's pay profile, and says what it
 * gives; a typed figure is "Manual", with "Use pay profile" to empty the box again.
 */
export function DriverPayHint({
  form,
  typed,
  profile,
}: {
  form: RateCargoForm;
  typed: string;
  profile: { pay: string | null; basis: string | null } | null;
}) {
  if (typed.trim() !== '')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" label="Manual" />
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => form.setValue('rate_dispatched', '', { shouldDirty: true, shouldValidate: true })}
        >
          Use pay profile
        </Link>
      </Box>
    );
  const text =
    profile?.pay && profile.basis
      ? `Pay profile: ${formatUsd(profile.pay)} (${profile.basis})`
      : "Left empty, it is computed from the driver's pay profile on save";
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      sx={{ mt: 0.5 }}
      data-testid="driver-pay-basis"
    >
      {text}
    </Typography>
  );
}
