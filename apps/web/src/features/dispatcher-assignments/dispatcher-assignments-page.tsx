import { DISPATCHER_ASSIGNMENT_MESSAGES } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { AssignmentsScreen } from './components/assignments-screen';

/** Which dispatchers handle which drivers; a dispatcher's "Assigned to me" lists read it. */
export function DispatcherAssignmentsPage() {
  useDocumentTitle('Dispatcher Assignments');
  const { capabilities } = useSession();
  if (!capabilities.has('dispatcher_assignments')) {
    return (
      <>
        <PageHeader title="Dispatcher Assignments" />
        <EmptyState
          icon={MENU_ICONS['dispatcher-assignments']}
          title="No access to dispatcher assignments"
          description="Your role does not include assigning drivers to dispatchers. Ask a manager if you need it."
        />
      </>
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
