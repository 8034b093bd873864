import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { useInboundEmailAddress, useRotateInboundEmail } from '../api/inbox-calls';
import { InboundAddress } from './inbound-address';

/**
 * Settings, Company Info: the address rate confirmations are mailed to, how to use it, and (for
 * managers) a new one in its place when the old one has spread too far.
 */
export function InboundAddressCard({ canRotate }: { canRotate: boolean }) {
  const notify = useNotify();
  const address = useInboundEmailAddress();
  const rotate = useRotateInboundEmail();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: () => notify('New address made; the old one no longer works', 'success'),
      onError: (error) => notify(serverDetail(error) ?? 'Could not make a new address. Try again.', 'error'),
      onSettled: () => setAsking(false),
    });

  return (
    <Card component="section" aria-labelledby="inbound-email-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="inbound-email-title" variant="h6" component="h3">
          Rate confirmations by e-mail
        </Typography>
        <Box sx={{ flex: 1 }} />
        {canRotate && (
          <Button
            variant="outlined"
            startIcon={<AutorenewOutlined />}
            disabled={!address.data}
            onClick={() => setAsking(true)}
          >
            Make a new address
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 2 }}>
        Forward broker rate confirmations to this address, or set a rule in your mailbox that sends them here. Each PDF
        or image attached, or a load written in the e-mail itself, is read and waits in the Load Inbox, for a dispatcher
        to check and book.
      </Typography>
      {address.isError ? (
        <RetryAlert onRetry={() => void address.refetch()}>The address could not be loaded.</RetryAlert>
      ) : (
        <InboundAddress address={address.data} />
      )}
      <ConfirmDialog
        open={asking}
        title="Make a new address?"
        message="The current address stops working at once: mail sent to it is refused. Update your forwarding and mail rules with the new address."
        confirmLabel="Make a new address"
        busyLabel="Making..."
        destructive
        busy={rotate.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
