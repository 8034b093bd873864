import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LOAD_CAPABILITIES } from '@tms/domain';
import { errorText } from '../../app/api/api-error';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDriverHours } from '../hos/api/use-driver-hours';
import { useLoadEtas } from '../tracking/api/use-load-etas';
import { BoardFilters } from './board-filters';
import { BOARD_CARDS_MEDIA } from './board-params';
import { BoardStatusTotals } from './board-status-totals';
import { CreateLoadActions } from './create-load-actions';
import { DiscardDraftDialog } from './discard-draft-dialog';
import { DriverHoursContext } from './driver-hours-line';
import { LazyLoadRowDialogs } from './lazy-load-row-dialogs';
import { LoadBoardTable } from './load-board-table';
import { LoadCardList } from './load-card-list';
import { LoadEtasContext } from './load-eta-line';
import { SavedViewsBar } from './saved-views-bar';
import { useDispatchBoard } from './use-dispatch-board';
import { useLoadRowActions } from './use-load-row-actions';

export { prefetchDispatchBoard } from './prefetch-dispatch-board';

/** /app/dispatch: the dispatch board. */
export function DispatchBoardPage() {
  useDocumentTitle('Dispatch');
  const { capabilities } = useSession();
  if (!LOAD_CAPABILITIES.read.some((c) => capabilities.has(c)))
    return <NoAccessPage title="Dispatch" icon={MENU_ICONS.loads} area="loads" includes="loads" />;
  return <DispatchBoard />;
}

function DispatchBoard() {
  // Read on the first render, so a phone never starts with the table's query and layout.
  const phone = useMediaQuery(BOARD_CARDS_MEDIA, { noSsr: true });
  const { p, mine, board, stats, canWrite } = useDispatchBoard(phone);
  const { handlers, dialogs } = useLoadRowActions(p, canWrite);
  const hours = useDriverHours();
  const etas = useLoadEtas();
  const list = { p, rows: board.data?.loads ?? [], total: board.data?.total ?? 0, loading: board.isLoading, handlers };

  return (
    <>
      <PageHeader
        title="Dispatch"
        description="Every load on the road and on the books."
        actions={canWrite && <CreateLoadActions />}
      />

      <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'grid', gap: 1.5 }}>
        <BoardStatusTotals p={p} stats={stats.data} />
        <BoardFilters p={p} mine={mine} />
        <SavedViewsBar p={p} />
      </Paper>

      {board.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void board.refetch()}>Retry</Button>}>
          {errorText(board.error)}
        </Alert>
      )}

      <DriverHoursContext.Provider value={hours}>
        <LoadEtasContext.Provider value={etas}>
          {phone ? <LoadCardList {...list} /> : <LoadBoardTable {...list} />}
        </LoadEtasContext.Provider>
      </DriverHoursContext.Provider>

      <LazyLoadRowDialogs p={p} dialogs={dialogs} canWrite={canWrite} phone={phone} />
      <DiscardDraftDialog load={dialogs.discarding} onClose={() => dialogs.setDiscarding(null)} />
    </>
  );
}
