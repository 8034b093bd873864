import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FuelTransaction } from '@tms/domain';
import { useId, useMemo, useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useCompanyFeatures } from '../../app/session/use-company-features';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDeleteFuelTransactions } from './api/delete-fuel-transactions';
import { useFuelSummary } from './api/get-fuel-summary';
import { useFuelTransactions } from './api/list-fuel-transactions';
import { FuelBatchesTab } from './components/fuel-batches-tab';
import { FuelImportDialog } from './components/fuel-import-dialog';
import { FuelMatchDialog } from './components/fuel-match-dialog';
import { FuelSummaryBreakdown, FuelSummaryCards } from './components/fuel-summary-cards';
import {
  type FuelTransactionAction,
  fuelTransactionColumns,
  transactionName,
} from './components/fuel-transaction-columns';
import { FuelTransactionDialog } from './components/fuel-transaction-dialog';
import { FILTER_KEYS, FuelTransactionFiltersBar, filtersOf } from './components/fuel-transaction-filters';

export const FUEL_TRANSACTION_PAGE_SIZES = [25, 50, 100, 200] as const;

type Deleting = { open: boolean; ids: number[]; name: string };
const NOT_DELETING: Deleting = { open: false, ids: [], name: '' };

/** Fuel purchases: entered by hand or imported from the card provider's export, matched to the fleet. */
export function FuelTransactionsPage() {
  useDocumentTitle('Fuel Transactions');
  const { capabilities } = useSession();
  if (!capabilities.has('fuel_transactions')) {
    return (
      <NoAccessPage
        title="Fuel Transactions"
        icon={MENU_ICONS['fuel-transactions']}
        area="fuel transactions"
        includes="fuel accounting"
      />
    );
  }
  return <FuelTransactionsScreen />;
}

const VIEW = 'view';
const BATCHES = 'batches';
const IMPORT = 'import';

type Editing = { open: boolean; transaction: FuelTransaction | null };
const NOT_EDITING: Editing = { open: false, transaction: null };

/** The page: its actions, the Transactions and Import batches tabs, and the dialogs they open. */
function FuelTransactionsScreen() {
  const tabsId = useId();
  const list = useListParams({ defaultPageSize: 50, pageSizes: FUEL_TRANSACTION_PAGE_SIZES });
  const importing = useCompanyFeatures()?.includes('fuel_import') ?? false;
  const batches = importing && list.get(VIEW) === BATCHES;
  const [editing, setEditing] = useState<Editing>(NOT_EDITING);
  const [matching, setMatching] = useState<Editing>(NOT_EDITING);
  // The wizard is in the address, so Back closes it and a link opens it.
  const importOpen = importing && list.get(IMPORT) === '1';
  const showBatch = (id: number) =>
    list.patch({ [IMPORT]: null, [VIEW]: null, ...clearedFilters, import_batch_id: String(id) }, { resetPage: true });
  const openImport = () => list.patch({ [IMPORT]: '1' });
  const add = () => setEditing({ open: true, transaction: null });

  return (
    <>
      <PageHeader
        title="Fuel Transactions"
        description="Fuel, DEF and fees bought on your fuel cards, matched to cards, trucks and drivers."
        actions={
          <>
            {importing && (
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={openImport}>
                Import File
              </Button>
            )}
            <Button variant="contained" startIcon={<AddOutlined />} onClick={add}>
              Add Transaction
            </Button>
          </>
        }
      />
      {importing && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={batches ? 1 : 0}
            onChange={(_, tab: number) => list.patch({ [VIEW]: tab === 1 ? BATCHES : null })}
            aria-label="Fuel transaction views"
          >
            <Tab label="Transactions" id={`${tabsId}-tab-0`} aria-controls={`${tabsId}-panel`} />
            <Tab label="Import batches" id={`${tabsId}-tab-1`} aria-controls={`${tabsId}-panel`} />
          </Tabs>
        </Box>
      )}
      <Box
        role={importing ? 'tabpanel' : undefined}
        id={`${tabsId}-panel`}
        aria-labelledby={importing ? `${tabsId}-tab-${batches ? 1 : 0}` : undefined}
      >
        {batches ? (
          <FuelBatchesTab onShowBatch={showBatch} onImport={openImport} />
        ) : (
          <FuelTransactionList
            onEdit={(transaction) => setEditing({ open: true, transaction })}
            onMatch={(transaction) => setMatching({ open: true, transaction })}
            onAdd={add}
          />
        )}
      </Box>
      <FuelTransactionDialog
        open={editing.open}
        transaction={editing.transaction}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <FuelMatchDialog
        open={matching.open}
        transaction={matching.transaction}
        onClose={() => setMatching((s) => ({ ...s, open: false }))}
      />
      <FuelImportDialog open={importOpen} onClose={() => list.patch({ [IMPORT]: null })} onShowBatch={showBatch} />
    </>
  );
}

const clearedFilters = Object.fromEntries(FILTER_KEYS.map((key) => [key, null]));

interface FuelTransactionListProps {
  onEdit: (transaction: FuelTransaction) => void;
  onMatch: (transaction: FuelTransaction) => void;
  onAdd: () => void;
}

export function FuelTransactionList({ onEdit, onMatch, onAdd }: FuelTransactionListProps) {
  const notify = useNotify();
  const list = useListParams({ defaultPageSize: 50, pageSizes: FUEL_TRANSACTION_PAGE_SIZES });
  const filters = filtersOf(list);
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one object per set of filters, so the query keys stay stable
  const stableFilters = useMemo(() => filters, [filterKey]);
  const query = useFuelTransactions({ ...stableFilters, skip: list.skip, limit: list.pageSize });
  const summary = useFuelSummary(stableFilters);
  const remove = useDeleteFuelTransactions();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<Deleting>(NOT_DELETING);
  const rows = query.data?.fuel_transactions ?? [];
  const filtered = FILTER_KEYS.some((key) => stableFilters[key]);

  const select = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const onAction = (action: FuelTransactionAction, t: FuelTransaction) => {
    if (action === 'edit') onEdit(t);
    if (action === 'match') onMatch(t);
    if (action === 'delete') setDeleting({ open: true, ids: [t.id], name: transactionName(t) });
  };

  const confirmDelete = () =>
    remove.mutate(deleting.ids, {
      onSuccess: (count) => {
        notify(count === 1 ? 'Transaction deleted' : `${count} transactions deleted`, 'success');
        select(deleting.ids, false);
        setDeleting((d) => ({ ...d, open: false }));
      },
      onError: (error) => notify(errorText(error), 'error'),
    });

  return (
    <ListScaffold
      level="section"
      title="Transactions"
      description="The totals follow the filters: they add up every transaction listed, on all pages."
      stats={
        <>
          <FuelSummaryCards
            summary={summary.data}
            unmatchedOnly={list.flag('unmatched')}
            onUnmatchedOnly={(on) => list.setFlag('unmatched', on)}
          />
          <FuelSummaryBreakdown summary={summary.data} />
        </>
      }
      filters={
        <>
          <FuelTransactionFiltersBar
            list={list}
            filters={stableFilters}
            refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}
          />
          {selected.size > 0 && (
            <Alert
              severity="info"
              icon={false}
              sx={{ mb: 2, alignItems: 'center' }}
              action={
                <>
                  <Button color="inherit" size="small" onClick={() => setSelected(new Set())}>
                    Clear selection
                  </Button>
                  <Button
                    color="error"
                    size="small"
                    variant="contained"
                    startIcon={<DeleteOutline />}
                    onClick={() =>
                      setDeleting({ open: true, ids: [...selected], name: `${selected.size} transactions` })
                    }
                  >
                    Delete selected
                  </Button>
                </>
              }
            >
              {selected.size === 1 ? '1 transaction selected' : `${selected.size} transactions selected`}
            </Alert>
          )}
        </>
      }
      failure={query.isError ? { message: errorText(query.error) } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Fuel transactions',
        columns: fuelTransactionColumns({
          selected,
          pageIds: rows.map((t) => t.id),
          onSelect: select,
          onAction,
        }),
        rows,
        getRowId: (t) => t.id,
        loading: query.isLoading,
        onRowClick: onEdit,
        minWidth: 1180,
        empty: (
          <ListEmpty
            icon={MENU_ICONS['fuel-transactions']}
            noun="fuel transactions"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters(FILTER_KEYS)}
            firstTime={{
              description:
                "Import your fuel-card provider's weekly export, or add a purchase by hand. Each one is matched to its card, truck and driver.",
              action: (
                <Button variant="contained" startIcon={<AddOutlined />} onClick={onAdd}>
                  Add Transaction
                </Button>
              ),
            }}
          />
        ),
      }}
    >
      <ConfirmDialog
        open={deleting.open}
        title={deleting.ids.length > 1 ? 'Delete transactions' : 'Delete transaction'}
        message={`Delete “${deleting.name}”? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
      />
    </ListScaffold>
  );
}
