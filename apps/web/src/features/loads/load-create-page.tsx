import { LOAD_CAPABILITIES } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadWizard } from './wizard/load-wizard';

/** /app/loads/create: the load wizard in create mode. */
export function LoadCreatePage() {
  useDocumentTitle('Create Load');
  const { capabilities } = useSession();
  const allowed = LOAD_CAPABILITIES.write.some((c) => capabilities.has(c));
  return (
    <>
      <PageHeader title="Create Load" description="Customer and driver, then the stops, then rate and cargo." />
      {allowed ? (
        <LoadWizard />
      ) : (
        <EmptyState
          icon={MENU_ICONS.loads}
          title="No access to booking loads"
          description="Your role does not include load management. Ask a manager if you need it."
        />
      )}
    </>
  );
}
