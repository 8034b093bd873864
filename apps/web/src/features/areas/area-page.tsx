import type { AppChildPath } from '@tms/domain';
import { useParams } from 'react-router';
import { APP_AREAS } from '../../app/routes/app-area-routes';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';

/** The page of an area whose screens come later: its title and an empty state naming it. */
export function AreaPage({ path }: { path: AppChildPath }) {
  const area = APP_AREAS[path];
  const { statementId } = useParams();
  useDocumentTitle(area.title);
  const title = statementId ? `${area.title} #${statementId}` : area.title;
  return (
    <>
      <PageHeader title={title} description={area.summary} />
      <EmptyState icon={area.icon} title={area.emptyTitle} description={area.emptyText} />
    </>
  );
}
