import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FuelTransaction } from '@tms/domain';
import { useMemo, useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListEmpty } from '../../components/list/list-empty';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDeleteFuelTransactions } from './api/delete-fuel-transactions';
import { useFuelSummary } from './api/get-fuel-summary';
import { useFuelTransactions } from './api/list-fuel-transactions';
import { FuelSummaryCards } from './components/fuel-summary-cards';
import {
  type FuelTransactionAction,
  fuelTransactionColumns,
  transactionName,
} from './components/fuel-transaction-columns';
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
      <>
        <PageHeader title="Fuel Transactions" />
        <EmptyState
          icon={MENU_ICONS['fuel-transactions']}
          title="No access to fuel transactions"
          description="Your role does not include fuel accounting. Ask a manager if you need it."
        />
      </>
    );
  }
  return <FuelTransactionList />;
}

function FuelTransactionList() {
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
      title="Fuel Transactions"
      description="Fuel, DEF and fees bought on your fuel cards, matched to cards, trucks and drivers."
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} disabled>
          Add Transaction
        </Button>
      }
      stats={
        <FuelSummaryCards
          summary={summary.data}
          unmatchedOnly={list.flag('unmatched')}
          onUnmatchedOnly={(on) => list.setFlag('unmatched', on)}
        />
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
