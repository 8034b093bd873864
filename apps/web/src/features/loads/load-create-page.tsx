import { LOAD_CAPABILITIES } from '@tms/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadWizard } from './wizard/load-wizard';

/** /app/loads/create: the load wizard in create mode; `?resume={id}` continues a draft (decision 0195). */
export function LoadCreatePage() {
  useDocumentTitle('Create Load');
  const { capabilities } = useSession();
  const resumeId = Number(useSearchParams()[0].get('resume')) || undefined;
  if (!LOAD_CAPABILITIES.write.some((c) => capabilities.has(c)))
    return <NoAccessPage title="Create Load" icon={MENU_ICONS.loads} area="booking loads" includes="load management" />;
  return (
    <>
      <PageHeader title="Create Load" description="Customer and driver, then the stops, then rate and cargo." />
      <LoadWizard key={resumeId ?? 'new'} resumeId={resumeId} />
    </>
  );
}
