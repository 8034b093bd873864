import { LOAD_CAPABILITIES } from '@tms/domain';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadWizard } from './wizard/load-wizard';

/** /app/loads/create: the load wizard in create mode. */
export function LoadCreatePage() {
  useDocumentTitle('Create Load');
  const { capabilities } = useSession();
  if (!LOAD_CAPABILITIES.write.some((c) => capabilities.has(c)))
    return <NoAccessPage title="Create Load" icon={MENU_ICONS.loads} area="booking loads" includes="load management" />;
  return (
    <>
      <PageHeader title="Create Load" description="Customer and driver, then the stops, then rate and cargo." />
      <LoadWizard />
    </>
  );
}
