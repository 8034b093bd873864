import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCompanyLogo } from '../api/get-company-logo';
import { useRemoveCompanyLogo } from '../api/remove-company-logo';
import { useUploadCompanyLogo } from '../api/upload-company-logo';
import { CurrentLogo } from './current-logo';
import { logoFileProblem, TOO_MANY_FILES } from './logo-file-check';
import { NewLogoPicker } from './new-logo-picker';

export const LOGO_UPLOADED = 'Logo uploaded successfully';
export const LOGO_REMOVED = 'Logo removed successfully';
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo';
export const LOGO_REMOVE_FAILED = 'Failed to remove logo';

export interface CompanyLogoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Another company (platform administrators); leave out to manage the signed-in user's own company. */
  company?: { id: number; name: string } | null;
  /** Told after an upload or a removal, e.g. to refresh a page that shows the logo. */
  onChanged?: () => void;
}

/** Shows a company's logo and replaces or removes it. */
export function CompanyLogoDialog({ open, onClose, company = null, onChanged }: CompanyLogoDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const companyId = company?.id ?? null;
  const notify = useNotify();
  const logo = useCompanyLogo(companyId, open);
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const busy = upload.isPending || remove.isPending;
  const companyName = company?.name ?? 'your company';

  const clear = () => {
    setFile(null);
    setProblem(null);
  };

  const close = () => {
    if (busy) return;
    clear();
    onClose();
  };

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    const chosen = files[0] as File;
    const reason = files.length > 1 ? TOO_MANY_FILES : logoFileProblem(chosen);
    setProblem(reason);
    setFile(reason ? null : chosen);
  };

  const uploadLogo = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ file, companyId });
      notify(LOGO_UPLOADED, 'success');
      clear();
      onChanged?.();
    } catch {
      notify(LOGO_UPLOAD_FAILED, 'error');
    }
  };

  const removeLogo = async () => {
    if (!logo.data) return;
    try {
      await remove.mutateAsync({ documentId: logo.data.document_id, companyId });
      notify(LOGO_REMOVED, 'success');
      setConfirmingRemoval(false);
      onChanged?.();
    } catch {
      notify(LOGO_REMOVE_FAILED, 'error');
    }
  };

  return (
    <>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          Manage Company Logo
          {company && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.25 }}>
              {company.name}
            </Typography>
          )}
        </DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box component="section" aria-label="Current logo">
              <Typography variant="overline" color="text.secondary" component="h3" sx={{ mb: 1 }}>
                Current logo
              </Typography>
              <CurrentLogo
                logo={logo.data}
                loading={logo.isLoading}
                failed={logo.isError}
                companyName={companyName}
                onRemove={() => setConfirmingRemoval(true)}
                disabled={busy}
              />
            </Box>
            <Box component="section" aria-label="New logo">
              <Typography variant="overline" color="text.secondary" component="h3" sx={{ mb: 1 }}>
                New logo
              </Typography>
              <NewLogoPicker file={file} problem={problem} onFiles={pick} onClear={clear} disabled={busy} />
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            A new logo replaces the current one on documents and in the app. Wide logos on a transparent background look
            best.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            Close
          </Button>
          <Button variant="contained" onClick={uploadLogo} disabled={!file || busy}>
            {upload.isPending ? 'Uploading...' : 'Upload Logo'}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmingRemoval}
        title="Confirm Logo Removal"
        message={`Remove the logo of ${companyName}? It will no longer appear on documents or in the app.`}
        confirmLabel="Remove Logo"
        busyLabel="Removing..."
        destructive
        busy={remove.isPending}
        onConfirm={removeLogo}
        onClose={() => setConfirmingRemoval(false)}
      />
    </>
  );
}
