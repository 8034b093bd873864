import AddOutlined from '@mui/icons-material/AddOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatMiles,
  formatUsd,
  LOAD_CAPABILITIES,
  LOAD_SEARCH_HINT,
  type LoadListItem,
  type LoadSortField,
  loadDeletionRefusal,
  unprocessRefusal,
} from '@tms/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useCompanyFeatures } from '../../app/session/use-company-features';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { SearchAsYouTypeField } from '../../components/list/search-as-you-type-field';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { RowActionsMenu } from '../../components/row-actions-menu';
import { useDocumentTitle } from '../../components/use-document-title';
import { CustomerWarningMarker } from '../customers/components/customer-warning-marker';
import {
  useDeleteLoad,
  useLoadBoard,
  useLoadStats,
  useSavedViews,
  useSaveView,
  useSetLoadProcessed,
  useSetLoadStatus,
} from '../loads/api/board-calls';
import { useActiveStatuses, useDispatchers, usePickableDrivers } from '../loads/api/reference-data';
import { LoadDocumentsButton } from '../loads/documents/load-documents-button';
import { LoadDocumentsDialog } from '../loads/documents/load-documents-dialog';
import { LoadWizard } from '../loads/wizard/load-wizard';
import { boardQuery, paramsOfView, statsQuery, useBoardParams, viewFiltersOf } from './board-params';
import { type LoadRowHandlers, loadColumns, rowActions, StatusSelect } from './load-columns';
import { driversText, stopPlace, stopWhen } from './load-format';
import { LoadCommentsDialog, LoadHistoryDialog, type LoadRef } from './load-side-dialogs';

type FilterProps = { label: string; value: string; onChange: (value: string | null) => void };

/** A board filter of yes, no or either; the empty choice clears it. */
function YesNoFilter({ label, value, yes, no, onChange }: FilterProps & { yes: string; no: string }) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(v) => onChange(v || null)}
      options={[
        { value: '', label: 'All' },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
    />
  );
}

/** A pickup date bound of the board's filters; clearing the date clears it. */
function DateFilter({ label, value, onChange }: FilterProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** /app/dispatch: the dispatch board. */
export function DispatchBoardPage() {
  useDocumentTitle('Dispatch');
  const { capabilities } = useSession();
  if (!LOAD_CAPABILITIES.read.some((c) => capabilities.has(c)))
    return <NoAccessPage title="Dispatch" icon={MENU_ICONS.loads} area="loads" includes="loads" />;
  return <DispatchBoard />;
}

function DispatchBoard() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const notify = useNotify();
  const outcome = useOutcomeNotices();
  const { user, capabilities } = useSession();
  const features = useCompanyFeatures();
  const p = useBoardParams();
  const canUnprocess = unprocessRefusal(capabilities, true, false) === null;
  const canWrite = LOAD_CAPABILITIES.write.some((c) => capabilities.has(c));
  const canCreate = canWrite;
  // A dispatcher's default board shows the loads of their own desk; whoever assigns desks sees them all.
  const ownDesk = capabilities.has('loads_own_desk') && !capabilities.has('dispatcher_assignments');
  const mine = ownDesk ? (user?.id ?? null) : null;
  const query = boardQuery(p, mine);
  const board = useLoadBoard(query);
  const stats = useLoadStats(statsQuery(query));
  const statuses = useActiveStatuses();
  const dispatchers = useDispatchers();
  const drivers = usePickableDrivers(false);
  const views = useSavedViews();
  const saveView = useSaveView();
  const setStatus = useSetLoadStatus();
  const setProcessed = useSetLoadProcessed();
  const remove = useDeleteLoad();

  const [documents, setDocuments] = useState<LoadRef | null>(null);
  const [comments, setComments] = useState<LoadRef | null>(null);
  const [history, setHistory] = useState<LoadRef | null>(null);
  const [deleting, setDeleting] = useState<LoadListItem | null>(null);
  const [naming, setNaming] = useState(false);
  const [viewName, setViewName] = useState('');

  const handlers: LoadRowHandlers = useMemo(
    () => ({
      statuses: statuses.data ?? [],
      onStatus: (l, statusId) =>
        setStatus.mutate({ id: l.id, status_id: statusId }, outcome(`Load ${l.load_number} status changed`)),
      onProcessed: (l, processed) =>
        setProcessed.mutate(
          { id: l.id, processed },
          outcome(`Load ${l.load_number} marked ${processed ? 'processed' : 'not processed'}`),
        ),
      onEdit: (l) => p.patch({ edit: l.id }, true),
      onDocuments: setDocuments,
      onComments: setComments,
      onHistory: setHistory,
      onDelete: setDeleting,
      canWrite,
      canDelete: (l) => l.invoice_number === null && loadDeletionRefusal(capabilities, l.processed) === null,
      canUnprocess,
      sort: {
        by: p.sort,
        dir: p.dir,
        onSort: (by: LoadSortField) => p.patch({ sort: by, dir: p.sort === by && p.dir === 'desc' ? 'asc' : 'desc' }),
      },
    }),
    [statuses.data, canWrite, capabilities, canUnprocess, p, setStatus, setProcessed, outcome],
  );

  const rows = board.data?.loads ?? [];
  const total = board.data?.total ?? 0;
  const toggleStatus = (id: number) => {
    const set = new Set(p.statusIds);
    if (set.has(id)) set.delete(id);
    else set.add(id);
    p.patch({ status: [...set].join(',') });
  };

  return (
    <>
      <PageHeader
        title="Dispatch"
        description="Every load on the road and on the books."
        actions={
          canCreate && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {capabilities.has('load_management') && features?.includes('ai_load_extraction') && (
                <Button
                  variant="outlined"
                  startIcon={<AutoAwesomeOutlined />}
                  onClick={() => navigate('/app/loads/ai-create')}
                >
                  Create from Rate Confirmation
                </Button>
              )}
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate('/app/loads/create')}>
                Create Load
              </Button>
            </Box>
          )
        }
      />

      <Paper variant="outlined" sx={{ p: 1.5, mb: 2, display: 'grid', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          role="group"
          aria-label="Status totals"
        >
          <Chip
            label={`All · ${stats.data?.total_loads ?? '…'}`}
            variant={p.statusIds.length ? 'outlined' : 'filled'}
            onClick={() => p.patch({ status: null })}
            aria-pressed={!p.statusIds.length}
          />
          {(stats.data?.by_status ?? []).map((s) => {
            const on = p.statusIds.includes(s.status_id);
            return (
              <Chip
                key={s.status_id}
                label={`${s.name} · ${s.count}`}
                onClick={() => toggleStatus(s.status_id)}
                aria-pressed={on}
                variant={on ? 'filled' : 'outlined'}
                sx={{
                  borderColor: s.color,
                  ...(on ? { bgcolor: s.color, color: '#fff', '&:hover': { bgcolor: s.color } } : {}),
                }}
              />
            );
          })}
          <Box sx={{ flex: 1 }} />
          {stats.data && (
            <Typography variant="body2" color="text.secondary">
              Rate {formatUsd(stats.data.rate_booked_total)} · Driver pay {formatUsd(stats.data.driver_pay_total)} ·{' '}
              {formatMiles(stats.data.miles_total)} mi
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            // One row only where every select keeps its label clear of its arrow; two rows of four before.
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              lg: 'repeat(4, minmax(0, 1fr))',
              xl: 'minmax(220px, 2fr) repeat(6, minmax(150px, 1fr)) auto',
            },
            '& > :first-of-type': { gridColumn: { lg: 'span 2', xl: 'auto' }, maxWidth: 'none' },
            alignItems: 'center',
          }}
        >
          <SearchAsYouTypeField
            label="Search loads"
            placeholder={LOAD_SEARCH_HINT}
            value={p.search}
            onSearch={(q: string) => p.patch({ q })}
            debounceMs={300}
          />
          <SelectField
            label="Dispatcher"
            value={p.dispatcherId ? String(p.dispatcherId) : ''}
            onChange={(v) => p.patch({ dispatcher: v || null, all: '1' })}
            options={[
              { value: '', label: mine && !p.all ? 'My drivers' : 'All dispatchers' },
              ...(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.full_name })),
            ]}
          />
          <SelectField
            label="Driver"
            value={p.driverId ? String(p.driverId) : ''}
            onChange={(v) => p.patch({ driver: v || null })}
            options={[
              { value: '', label: 'All drivers' },
              ...(drivers.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />
          <YesNoFilter
            label="Processed"
            value={p.processed}
            yes="Processed"
            no="Not processed"
            onChange={(v) => p.patch({ processed: v })}
          />
          <YesNoFilter
            label="Invoice"
            value={p.invoiced}
            yes="Invoiced"
            no="Not invoiced"
            onChange={(v) => p.patch({ invoiced: v })}
          />
          <DateFilter label="Pickup from" value={p.from} onChange={(v) => p.patch({ from: v })} />
          <DateFilter label="Pickup to" value={p.to} onChange={(v) => p.patch({ to: v })} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {mine && (
              <FormControlLabel
                control={<Switch checked={!p.all} onChange={(e) => p.patch({ all: e.target.checked ? null : '1' })} />}
                label="My drivers"
              />
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Saved views:
          </Typography>
          {(views.data ?? []).map((v) => (
            <Chip key={v.id} size="small" label={v.name} onClick={() => p.patch(paramsOfView(v.filters))} />
          ))}
          <Button size="small" startIcon={<BookmarkAddOutlined />} onClick={() => setNaming(true)}>
            Save view
          </Button>
        </Box>
      </Paper>

      {board.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void board.refetch()}>Retry</Button>}>
          {errorText(board.error)}
        </Alert>
      )}

      {phone ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((l) => (
            <Paper key={l.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="load-card">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 700, flex: 1 }}>{l.load_number}</Typography>
                <StatusSelect load={l} h={handlers} />
                <RowActionsMenu label={`load ${l.load_number}`} actions={rowActions(l, handlers)} />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {l.broker.name}
                </Typography>
                {l.broker.has_warning && <CustomerWarningMarker note={l.broker.warning_note} withLabel={false} />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {stopPlace(l.first_pickup)} → {stopPlace(l.last_delivery)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {stopWhen(l.first_pickup)} · {driversText(l)}
                {l.truck ? ` · Truck ${l.truck.unit_number}` : ''} · {l.document_count} docs
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatUsd(l.rate_booked)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMiles(l.total_miles)} mi · {l.rpm_total ? `${formatUsd(l.rpm_total)}/mi` : '—'}
                </Typography>
              </Box>
            </Paper>
          ))}
          {!board.isLoading && rows.length === 0 && <Typography color="text.secondary">No loads match.</Typography>}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Button disabled={p.page <= 1} onClick={() => p.patch({ page: p.page - 1 }, true)}>
              Previous
            </Button>
            <Typography variant="body2">
              Page {p.page} of {Math.max(1, Math.ceil(total / p.size))}
            </Typography>
            <Button disabled={p.page * p.size >= total} onClick={() => p.patch({ page: p.page + 1 }, true)}>
              Next
            </Button>
          </Box>
        </Box>
      ) : (
        <DataTable
          ariaLabel="Loads"
          columns={loadColumns(handlers)}
          rows={rows}
          getRowId={(l) => l.id}
          loading={board.isLoading}
          minWidth={1000}
          empty={
            <EmptyState
              icon={MENU_ICONS.loads}
              title="No loads match"
              description="Change the filters, or create a load."
            />
          }
          pagination={{
            page: p.page - 1,
            rowsPerPage: p.size,
            total,
            onPageChange: (page) => p.patch({ page: page + 1 }, true),
            onRowsPerPageChange: (size) => p.patch({ size }),
            rowsPerPageOptions: [25, 50, 100],
          }}
          sx={{ '& td, & th': { py: 0.75, px: 0.625 } }}
        />
      )}

      <Dialog
        open={p.editId !== null}
        onClose={() => p.patch({ edit: null }, true)}
        fullWidth
        maxWidth="lg"
        fullScreen={phone}
      >
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ flex: 1 }}>
            Edit Load
          </Box>
          {p.editId !== null && <LoadDocumentsButton loadId={p.editId} onOpen={setDocuments} />}
        </DialogTitle>
        <DialogContent>
          {p.editId !== null && (
            <LoadWizard key={p.editId} loadId={p.editId} onCancel={() => p.patch({ edit: null }, true)} />
          )}
        </DialogContent>
      </Dialog>
      <LoadDocumentsDialog load={documents} onClose={() => setDocuments(null)} canEdit={canWrite} />
      <LoadCommentsDialog load={comments} onClose={() => setComments(null)} />
      <LoadHistoryDialog load={history} onClose={() => setHistory(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        noun="load"
        name={deleting?.load_number ?? ''}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify(`Load ${deleting.load_number} deleted`, 'success');
              setDeleting(null);
            },
            onError: (e) => notify(errorText(e), 'error'),
          })
        }
      />
      <Dialog open={naming} onClose={() => setNaming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Save view</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="View name" value={viewName} onChange={(e) => setViewName(e.target.value)} autoFocus />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={() => setNaming(false)}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!viewName.trim()}
              onClick={() =>
                saveView.mutate(
                  { name: viewName.trim(), filters: viewFiltersOf(p), is_default: false },
                  {
                    onSuccess: () => {
                      notify('View saved', 'success');
                      setNaming(false);
                      setViewName('');
                    },
                    onError: (e) => notify(errorText(e), 'error'),
                  },
                )
              }
            >
              Save
            </Button>
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
