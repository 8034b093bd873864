import type { LoadListItem } from '@tms/domain';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDiscardDraft } from '../loads/api/discard-draft';

/** Asks before a draft is discarded (decision 0195): the load and its stops are deleted. */
export function DiscardDraftDialog({ load, onClose }: { load: LoadListItem | null; onClose: () => void }) {
  const notify = useNotify();
  const discard = useDiscardDraft();
  return (
    <ConfirmDialog
      open={load !== null}
      title="Discard draft?"
      message={`Draft load "${load?.load_number ?? ''}" and what was entered for it will be deleted. This cannot be undone.`}
      confirmLabel="Discard"
      busyLabel="Discarding..."
      destructive
      busy={discard.isPending}
      onClose={onClose}
      onConfirm={() =>
        load &&
        discard.mutate(load.id, {
          onSuccess: () => {
            notify(`Draft ${load.load_number} discarded`, 'success');
            onClose();
          },
          onError: (e) => notify(errorText(e), 'error'),
        })
      }
    />
  );
}
