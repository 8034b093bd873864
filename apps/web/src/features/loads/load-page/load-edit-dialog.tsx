import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { LoadWizard } from '../wizard/load-wizard';

/** The load wizard in edit mode, in a dialog as the board opens it; Cancel and the last save close it. */
export function LoadEditDialog({
  loadId,
  open,
  phone,
  onClose,
}: {
  loadId: number;
  open: boolean;
  phone: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Edit Load</DialogTitle>
      <DialogContent>{open && <LoadWizard key={loadId} loadId={loadId} onCancel={onClose} />}</DialogContent>
    </Dialog>
  );
}
