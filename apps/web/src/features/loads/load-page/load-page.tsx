import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LOAD_CAPABILITIES, type Load } from '@tms/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, errorText } from '../../../app/api/api-error';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';
import { NoAccessPage } from '../../../components/no-access-page';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { LazyLoadRouteCard } from '../../tracking/lazy-load-route-card';
import { LoadCheckCalls } from './load-check-calls';
import { LoadComments } from './load-comments';
import { DOCUMENTS_SECTION_ID, LoadDocumentsSection } from './load-documents-section';
import { LoadEditDialog } from './load-edit-dialog';
import { BOARD_PATH, LoadHeader } from './load-header';
import { LoadHistory } from './load-history';
import { LoadMoneyPanel } from './load-money-panel';
import { LoadStops } from './load-stops';
import { useEditParam } from './use-edit-param';
import { loadIdOf, useLoadRecord } from './use-load-record';

const holds = (caps: ReadonlySet<string>, wanted: readonly string[]) => wanted.some((c) => caps.has(c));

export { prefetchLoadPage } from './prefetch-load-page';

/** /app/loads/:id: one load on a page of its own, for whoever reads loads (the board's capability). */
export function LoadPage() {
  const { capabilities } = useSession();
  const { id: raw } = useParams();
  const id = loadIdOf(raw);
  const canRead = holds(capabilities, LOAD_CAPABILITIES.read);
  const query = useLoadRecord(canRead ? id : null);
  useDocumentTitle(query.data ? `Load ${query.data.load_number}` : 'Load');
  if (!canRead) return <NoAccessPage title="Load" icon={MENU_ICONS.loads} area="loads" includes="loads" />;
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) return <LoadNotFound />;
  if (query.isError)
    return (
      <>
        <PageHeader title="Load" />
        <RetryAlert onRetry={() => void query.refetch()}>{errorText(query.error)}</RetryAlert>
      </>
    );
  if (!query.data) return <PageLoader message="Loading the load…" />;
  return <LoadView load={query.data} />;
}

function LoadNotFound() {
  return (
    <>
      <PageHeader title="Load" />
      <EmptyState
        icon={MENU_ICONS.loads}
        title="Load not found"
        description="It may have been deleted, or the link is not complete."
        action={
          <Button component={RouterLink} to={BOARD_PATH} variant="contained">
            Back to the dispatch board
          </Button>
        }
      />
    </>
  );
}

/**
 * The loaded page: the header, then stops and documents beside money, comments and history; on a
 * phone one column, with the money right under the stops.
 */
function LoadView({ load }: { load: Load }) {
  const theme = useTheme();
  // The board's breakpoint: below it, cards instead of columns.
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { capabilities } = useSession();
  const canWrite = holds(capabilities, LOAD_CAPABILITIES.write);
  const edit = useEditParam(load.id);
  const toDocuments = () => {
    const section = document.getElementById(DOCUMENTS_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };
  const canTrace = holds(capabilities, LOAD_CAPABILITIES.trace);
  const stops = (
    <>
      <LoadStops load={load} canComplete={canTrace} canEdit={canWrite} />
      <LazyLoadRouteCard load={load} />
    </>
  );
  const money = holds(capabilities, LOAD_CAPABILITIES.money) && <LoadMoneyPanel load={load} canEdit={canWrite} />;
  const documents = <LoadDocumentsSection load={load} canEdit={canWrite} />;
  const activity = (
    <>
      <LoadCheckCalls loadId={load.id} canAdd={canTrace} />
      <LoadComments loadId={load.id} />
      <LoadHistory loadId={load.id} />
    </>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, pb: 4 }}>
      <LoadHeader
        load={load}
        canWrite={canWrite}
        canCreate={holds(capabilities, LOAD_CAPABILITIES.create)}
        canTrace={canTrace}
        onEdit={edit.open}
        onDocuments={toDocuments}
      />
      {phone ? (
        <Column>
          {stops}
          {money}
          {documents}
          {activity}
        </Column>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        >
          <Column>
            {stops}
            {documents}
          </Column>
          <Column>
            {money}
            {activity}
          </Column>
        </Box>
      )}
      <LoadEditDialog loadId={load.id} open={edit.editing} phone={phone} onClose={edit.close} />
    </Box>
  );
}

const Column = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{children}</Box>
);
