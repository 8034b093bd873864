import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useId } from 'react';
import { PageLoader } from '../../../components/page-loader';

// The wizard is code the load page's first view does not show: it loads when Edit opens (decision 0201).
const LoadWizard = lazy(() => import('../wizard/load-wizard').then((m) => ({ default: m.LoadWizard })));

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
      <DialogContent>
        {open && (
          <Suspense fallback={<PageLoader />}>
            <LoadWizard key={loadId} loadId={loadId} onCancel={onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
