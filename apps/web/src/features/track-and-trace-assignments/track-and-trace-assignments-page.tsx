import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentsScreen } from '../dispatcher-assignments';

/** Which track-and-trace users follow which drivers. */
export function TrackAndTraceAssignmentsPage() {
  useDocumentTitle('Track & Trace Assignments');
  const { capabilities } = useSession();
  if (!capabilities.has('track_and_trace_assignments')) {
    return (
      <>
        <PageHeader title="Track & Trace Assignments" />
        <EmptyState
          icon={MENU_ICONS['track-and-trace-assignments']}
          title="No access to track and trace assignments"
          description="Your role does not include assigning drivers to track and trace. Ask a manager if you need it."
        />
      </>
    );
  }
  return (
    <AssignmentsScreen
      kind="track_and_trace"
      title="Track & Trace Assignments"
      description="Choose a track and trace user, tick the drivers they follow and save."
      userNoun="track and trace user"
      icon={MENU_ICONS['track-and-trace-assignments']}
      noUsers="Invite users with the Track and Trace role in Users, then assign them drivers here."
      loadUsersFailed="Failed to fetch track and trace users"
    />
  );
}
