import { DISPATCHER_ASSIGNMENT_MESSAGES } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { NoAccessPage } from '../../components/no-access-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentsScreen } from './components/assignments-screen';

/** Which dispatchers handle which drivers; a dispatcher's "Assigned to me" lists read it. */
export function DispatcherAssignmentsPage() {
  useDocumentTitle('Dispatcher Assignments');
  const { capabilities } = useSession();
  if (!capabilities.has('dispatcher_assignments')) {
    return (
      <NoAccessPage
        title="Dispatcher Assignments"
        icon={MENU_ICONS['dispatcher-assignments']}
        area="dispatcher assignments"
        includes="assigning drivers to dispatchers"
      />
    );
  }
  return (
    <AssignmentsScreen
      kind="dispatcher"
      title="Dispatcher Assignments"
      description="Choose a dispatcher, tick the drivers they handle and save. A driver can have several dispatchers."
      userNoun="dispatcher"
      icon={MENU_ICONS['dispatcher-assignments']}
      noUsers="Invite users with the Dispatcher role in Users, then assign them drivers here."
      loadUsersFailed={DISPATCHER_ASSIGNMENT_MESSAGES.fetchDispatchersFailed}
    />
  );
}
