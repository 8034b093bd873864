import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useDeleteLoad } from '../loads/api/board-calls';
import { LoadDocumentsButton } from '../loads/documents/load-documents-button';
import { LoadDocumentsDialog } from '../loads/documents/load-documents-dialog';
import { LoadWizard } from '../loads/wizard/load-wizard';
import type { BoardParams } from './board-params';
import { LoadCommentsDialog, LoadHistoryDialog } from './load-side-dialogs';
import type { LoadRowDialogState } from './use-load-row-actions';

/** The dialogs a board row opens: edit (from the address, so it can be linked), documents, comments, history, delete. */
export function LoadRowDialogs({
  p,
  dialogs: d,
  canWrite,
  phone,
}: {
  p: BoardParams;
  dialogs: LoadRowDialogState;
  canWrite: boolean;
  phone: boolean;
}) {
  const notify = useNotify();
  const remove = useDeleteLoad();
  const deleting = d.deleting;
  return (
    <>
      <Dialog
        open={p.editId !== null}
        onClose={() => p.patch({ edit: null }, true)}
        fullWidth
        maxWidth="lg"
        fullScreen={phone}
      >
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ flex: 1 }}>
            Edit Load
          </Box>
          {p.editId !== null && <LoadDocumentsButton loadId={p.editId} onOpen={d.setDocuments} />}
        </DialogTitle>
        <DialogContent>
          {p.editId !== null && (
            <LoadWizard key={p.editId} loadId={p.editId} onCancel={() => p.patch({ edit: null }, true)} />
          )}
        </DialogContent>
      </Dialog>
      <LoadDocumentsDialog load={d.documents} onClose={() => d.setDocuments(null)} canEdit={canWrite} />
      <LoadCommentsDialog load={d.comments} onClose={() => d.setComments(null)} />
      <LoadHistoryDialog load={d.history} onClose={() => d.setHistory(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        noun="load"
        name={deleting?.load_number ?? ''}
        busy={remove.isPending}
        onClose={() => d.setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify(`Load ${deleting.load_number} deleted`, 'success');
              d.setDeleting(null);
            },
            onError: (e) => notify(errorText(e), 'error'),
          })
        }
      />
    </>
  );
}
