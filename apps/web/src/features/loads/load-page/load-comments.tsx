import { CommentThread } from '../../dispatch/load-side-dialogs';
import { LoadSection } from './load-section';

/** The load's comment thread (check calls and notes), the same one the board's Comments dialog shows. */
export function LoadComments({ loadId }: { loadId: number }) {
  return (
    <LoadSection title="Comments">
      <CommentThread loadId={loadId} />
    </LoadSection>
  );
}
