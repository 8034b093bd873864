import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { NoAccessPage } from '../../components/no-access-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentsScreen } from '../dispatcher-assignments';

/** Which track-and-trace users follow which drivers. */
export function TrackAndTraceAssignmentsPage() {
  useDocumentTitle('Track & Trace Assignments');
  const { capabilities } = useSession();
  if (!capabilities.has('track_and_trace_assignments')) {
    return (
      <NoAccessPage
        title="Track & Trace Assignments"
        icon={MENU_ICONS['track-and-trace-assignments']}
        area="track and trace assignments"
        includes="assigning drivers to track and trace"
      />
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
