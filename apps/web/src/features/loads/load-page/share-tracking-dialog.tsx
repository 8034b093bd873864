import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TrackingLinkCreated } from '@tms/domain';
import { useState } from 'react';
import { useNotify } from '../../../app/notifications/use-notify';
import { ShareTrackingForm } from './share-tracking-form';
import { TrackingLinkList } from './tracking-link-list';

/** The new link, shown once (only its hash is kept), with a button that copies it. */
function NewLink({ link, emailedTo }: { link: TrackingLinkCreated; emailedTo: string | null }) {
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => notify('Link copied', 'success'),
      () => notify('Could not copy: select the link and copy it', 'error'),
    );
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      {emailedTo ? `Link created and e-mailed to ${emailedTo}.` : 'Link created.'} Copy it now: it is shown only once.
      <TextField
        value={link.url}
        label="Tracking link"
        size="small"
        fullWidth
        sx={{ mt: 1.5 }}
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label="Copy link" onClick={copy} edge="end">
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Alert>
  );
}

/** "Share tracking": a link the customer opens without an account, and the links that still work. */
export function ShareTrackingDialog({
  loadId,
  loadNumber,
  open,
  onClose,
}: {
  loadId: number;
  loadNumber: string;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [created, setCreated] = useState<{ link: TrackingLinkCreated; emailedTo: string | null } | null>(null);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="share-tracking">
      <DialogTitle id="share-tracking" sx={{ pr: 6 }}>
        Share tracking of load {loadNumber}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          The customer sees the load's status, stops, ETA and the truck's last position: never the driver, the rate or
          documents.
        </Typography>
        {created && <NewLink link={created.link} emailedTo={created.emailedTo} />}
        <ShareTrackingForm loadId={loadId} onCreated={(link, emailedTo) => setCreated({ link, emailedTo })} />
        <Divider />
        <Typography variant="subtitle2" component="h3">
          Active links
        </Typography>
        <TrackingLinkList loadId={loadId} />
        <Button onClick={onClose} sx={{ justifySelf: 'end' }}>
          Done
        </Button>
      </DialogContent>
    </Dialog>
  );
}
