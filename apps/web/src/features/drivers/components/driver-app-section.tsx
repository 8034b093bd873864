import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type DriverAppAccount, formatDate, mayInviteToDriverApp } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useOutcomeNotices } from '../../../app/notifications/use-outcome-notices';
import { useSession } from '../../../app/session/use-session';
import { DetailItem } from '../../customers/components/detail-item';
import { useDriverAppAccount } from '../api/get-driver-app-account';
import { useInviteToDriverApp } from '../api/invite-to-driver-app';
import { ProfileSection } from './profile-section';

/** "Not invited", "Invited Jan 5, 2026", "Active, last sign-in Jan 9, 2026", "Deactivated". */
export function driverAppStatusText(a: DriverAppAccount): string {
  if (a.status === 'none') return 'Not invited';
  if (a.status === 'invited') return a.invited_at ? `Invited ${formatDate(a.invited_at)}` : 'Invited';
  if (a.status === 'active')
    return a.last_sign_in_at ? `Active, last sign-in ${formatDate(a.last_sign_in_at)}` : 'Active';
  return 'Deactivated';
}

const STATUS_COLORS: Record<DriverAppAccount['status'], ChipProps['color']> = {
  none: 'default',
  invited: 'info',
  active: 'success',
  deactivated: 'default',
};

function AccountStatus({ account }: { account: DriverAppAccount }) {
  const muted = account.status === 'none' || account.status === 'deactivated';
  return (
    // On a phone the half row is too narrow for "Active, last sign-in Nov 24, 2026".
    <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        Status
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25 }}>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[account.status]}
          label={driverAppStatusText(account)}
          sx={{
            fontWeight: 600,
            color: muted ? 'text.secondary' : undefined,
            maxWidth: '100%',
            height: 'auto',
            minHeight: 24,
            '& .MuiChip-label': { whiteSpace: 'normal' },
          }}
        />
      </Box>
    </Box>
  );
}

/**
 * The driver's way into the driver app (issue 36): whether they have it, the address it goes to,
 * and, for those who keep driver files, the invitation or its second sending.
 */
export function DriverAppSection({ driverId }: { driverId: number }) {
  const keeper = useSession().capabilities.has('drivers');
  const query = useDriverAppAccount(driverId);
  const invite = useInviteToDriverApp(driverId);
  const outcome = useOutcomeNotices();
  const account = query.data;
  const send = () =>
    invite.mutate(
      undefined,
      outcome((answer: { message: string }) => answer.message),
    );

  const action = account && keeper && mayInviteToDriverApp(account.status) && (
    <Button
      variant="outlined"
      startIcon={account.status === 'none' ? <SendOutlined /> : <ForwardToInboxOutlined />}
      onClick={send}
      disabled={invite.isPending}
    >
      {account.status === 'none' ? 'Invite to driver app' : 'Resend invitation'}
    </Button>
  );
  const notice = query.isError ? (
    <Alert severity="error">{errorText(query.error)}</Alert>
  ) : (
    query.isLoading && <Skeleton variant="rounded" height={44} />
  );
  return (
    <ProfileSection title="Driver app" notice={notice} actions={action}>
      {account && (
        <>
          <AccountStatus account={account} />
          <DetailItem label="Sign-in e-mail" value={account.email} />
        </>
      )}
    </ProfileSection>
  );
}
