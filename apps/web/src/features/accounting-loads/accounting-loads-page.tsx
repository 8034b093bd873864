import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNTING_LOAD_SORT_FIELDS,
  type AccountingLoad,
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  isFactorable,
} from '@tms/domain';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { labelled } from '../../components/form/select-field';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { listSort } from '../../components/list/sort-header';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSelectedTabInView } from '../../components/use-selected-tab-in-view';
import { customerKeys } from '../customers/api/customer-keys';
import { getCustomer } from '../customers/api/get-customer';
import { CustomerPicker } from '../customers/components/customer-picker';
import type { AccountingLoadParams } from './api/accounting-load-keys';
import { exportAccountingLoads } from './api/export-accounting-loads';
import { useFactoringOn } from './api/factoring-submissions';
import { useAccountingLoads } from './api/list-accounting-loads';
import { usePayment } from './api/record-payment';
import { AccountingLoadCard } from './components/accounting-load-card';
import { type AccountingLoadActions, accountingLoadColumns } from './components/accounting-load-columns';
import { AccountingTotals } from './components/accounting-totals';
import { FactoringSelectionBar } from './components/factoring-selection-bar';
import { FACTORING_TITLE, FactoringSubmissionsTab } from './components/factoring-submissions-tab';
import { FactoringSubmitDialog } from './components/factoring-submit-dialog';
import { PaymentDialog } from './components/payment-dialog';
import { EXPORTS_TITLE, QuickbooksExportTab } from './components/quickbooks-export-tab';
import { AGING_TITLE, ReceivablesAgingTab } from './components/receivables-aging-tab';
import { AGING_FIGURE } from './use-aging-params';
import { useFactoringSelection } from './use-factoring-selection';

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** URL parameters besides search and paging. */
const STATE = 'state';
const CUSTOMER = 'customer';
const FROM = 'from';
const TO = 'to';
const STATE_OPTIONS = labelled(INVOICE_STATES, INVOICE_STATE_LABELS);

type Selection = { open: boolean; load: AccountingLoad | null };
const CLOSED: Selection = { open: false, load: null };

/** The accountant's desk: delivered loads, what is still to invoice, what is overdue, what is paid. */
export function AccountingLoadsPage() {
  useDocumentTitle('Load Accounting');
  const { capabilities } = useSession();
  if (!capabilities.has('accounting_loads')) {
    return (
      <NoAccessPage
        title="Load Accounting"
        icon={MENU_ICONS['accounting-loads']}
        area="load accounting"
        includes="invoices and payments"
      />
    );
  }
  return <AccountingScreen />;
}

const VIEW = 'view';
/** The page's tabs, each with its `?view=` (the delivered loads have none). */
const TABS = [
  { view: null, label: 'Delivered loads' },
  { view: 'aging', label: AGING_TITLE },
  { view: 'exports', label: EXPORTS_TITLE },
  { view: 'factoring', label: FACTORING_TITLE },
] as const;

/** The page: the delivered loads, the receivables aging (`?view=aging`), the QuickBooks export (`?view=exports`) and factoring (`?view=factoring`). */
function AccountingScreen() {
  const tabsId = useId();
  const [search, setSearch] = useSearchParams();
  const current = Math.max(
    0,
    TABS.findIndex((t) => t.view === search.get(VIEW)),
  );
  const show = (tab: number) =>
    setSearch((now) => {
      const next = new URLSearchParams(now);
      // An open aging figure belongs to the aging: leaving the tab closes it.
      next.delete(AGING_FIGURE);
      const view = TABS[tab]?.view;
      if (view) next.set(VIEW, view);
      else next.delete(VIEW);
      return next;
    });
  const view = TABS[current]?.view;
  const tabsRef = useSelectedTabInView(current);
  return (
    <>
      <PageHeader
        title="Load Accounting"
        description="Invoices and payments of delivered loads, what customers owe by how long past due, exports to QuickBooks, and invoices sold to the factoring company."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          ref={tabsRef}
          value={current}
          onChange={(_, tab: number) => show(tab)}
          aria-label="Load accounting views"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t, i) => (
            <Tab key={t.label} label={t.label} id={`${tabsId}-tab-${i}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${current}`}>
        {view === 'aging' ? (
          <ReceivablesAgingTab />
        ) : view === 'exports' ? (
          <QuickbooksExportTab />
        ) : view === 'factoring' ? (
          <FactoringSubmissionsTab />
        ) : (
          <AccountingLoadList />
        )}
      </Box>
    </>
  );
}

function AccountingLoadList() {
  const notify = useNotify();
  const list = useListParams({ defaultPageSize: 25, pageSizes: PAGE_SIZES });
  const state = list.oneOf(STATE, INVOICE_STATES);
  const customerId = list.id(CUSTOMER);
  const from = list.get(FROM) ?? '';
  const to = list.get(TO) ?? '';
  // Newest first unless the user asks otherwise.
  const sorting = listSort(list, ACCOUNTING_LOAD_SORT_FIELDS, 'delivery_date', 'desc');
  const filters: Omit<AccountingLoadParams, 'skip' | 'limit'> = {
    state: state ?? undefined,
    customer_id: customerId ?? undefined,
    delivered_from: from || undefined,
    delivered_to: to || undefined,
    search: list.search || undefined,
    sort_by: sorting.sort,
    sort_dir: sorting.order,
  };
  const query = useAccountingLoads({ ...filters, skip: list.skip, limit: list.pageSize });
  const customer = useQuery({
    queryKey: customerKeys.detail(customerId ?? 0),
    queryFn: () => getCustomer(customerId ?? 0),
    enabled: customerId !== null,
  }).data;
  const payment = usePayment();
  const factoring = useFactoringOn();
  const rows = query.data?.loads ?? [];
  const pick = useFactoringSelection(rows);
  const [submitting, setSubmitting] = useState(false);
  const [paying, setPaying] = useState<Selection>(CLOSED);
  const [unpaying, setUnpaying] = useState<Selection>(CLOSED);
  const [exporting, setExporting] = useState(false);
  const actions: AccountingLoadActions = {
    onPay: (load) => setPaying({ open: true, load }),
    onUnpay: (load) => setUnpaying({ open: true, load }),
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportAccountingLoads(filters);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setExporting(false);
    }
  };
  const removePayment = () => {
    const load = unpaying.load;
    if (!load) return;
    payment.mutate(
      { id: load.id, payment: null },
      {
        onSuccess: (answer) => {
          notify(`${answer.message}: load ${load.load_number}`, 'success');
          setUnpaying({ open: false, load });
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );
  };

  const filtered = Boolean(list.search) || state !== null || customerId !== null || Boolean(from) || Boolean(to);
  return (
    <ListScaffold
      level="section"
      title="Delivered loads"
      description="By invoice state: what to invoice, what is open, what is overdue and what is paid."
      actions={
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void download()}
          disabled={exporting || query.data?.total === 0}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
      stats={
        <AccountingTotals
          totals={query.data?.totals}
          state={state}
          onState={(s) => list.patch({ [STATE]: s }, { resetPage: true })}
        />
      }
      filters={
        <>
          <ListFilters
            list={list}
            search={{
              label: 'Search loads',
              placeholder: 'Load, customer, invoice number or reference',
              debounceMs: 300,
            }}
            selects={[{ param: STATE, label: 'Invoice state', all: 'All states', options: STATE_OPTIONS }]}
            selectMinWidth={160}
            refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}
          >
            <Box sx={{ minWidth: 220 }}>
              <CustomerPicker
                value={customer && customerId !== null ? { ...customer, id: customerId } : null}
                onChange={(c) => list.patch({ [CUSTOMER]: c ? String(c.id) : null }, { resetPage: true })}
              />
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <TextField
                size="small"
                type="date"
                label="Delivered from"
                value={from}
                onChange={(e) => list.patch({ [FROM]: e.target.value || null }, { resetPage: true })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
                sx={{ width: 170 }}
              />
              <TextField
                size="small"
                type="date"
                label="Delivered to"
                value={to}
                onChange={(e) => list.patch({ [TO]: e.target.value || null }, { resetPage: true })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
                sx={{ width: 170 }}
              />
            </Box>
          </ListFilters>
          {pick.loads.length > 0 && (
            <FactoringSelectionBar
              count={pick.loads.length}
              total={pick.total}
              onClear={pick.clear}
              onSubmit={() => setSubmitting(true)}
            />
          )}
        </>
      }
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Delivered loads',
        // Invoices are picked for factoring only while the company factors them (decision 0222).
        columns: accountingLoadColumns(
          actions,
          sorting,
          factoring.on
            ? { selected: pick.selected, pageIds: rows.filter(isFactorable).map((l) => l.id), onSelect: pick.select }
            : undefined,
        ),
        card: (load) => (
          <AccountingLoadCard
            load={load}
            actions={actions}
            pick={
              factoring.on && isFactorable(load)
                ? { picked: pick.selected.has(load.id), onPick: (on) => pick.select([load.id], on) }
                : undefined
            }
          />
        ),
        rows,
        getRowId: (l) => l.id,
        loading: query.isLoading,
        minWidth: 960,
        // Nine columns: slightly narrower cell padding lets them fit beside the menu on a laptop.
        sx: { '& .MuiTableCell-root': { px: 1.5 } },
        empty: (
          <ListEmpty
            icon={MENU_ICONS['accounting-loads']}
            noun="delivered loads"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters([STATE, CUSTOMER, FROM, TO])}
            firstTime={{
              description: 'Loads appear here once they are delivered, with their invoice, due date and payment.',
            }}
          />
        ),
      }}
    >
      <FactoringSubmitDialog
        open={submitting}
        loads={pick.loads}
        total={pick.total}
        factor={factoring.settings}
        onClose={() => setSubmitting(false)}
        onSubmitted={() => {
          pick.clear();
          setSubmitting(false);
        }}
      />
      <PaymentDialog open={paying.open} load={paying.load} onClose={() => setPaying((s) => ({ ...s, open: false }))} />
      <ConfirmDialog
        open={unpaying.open}
        title="Remove Payment"
        message={`The payment recorded for invoice ${unpaying.load?.invoice_number ?? ''} (load ${unpaying.load?.load_number ?? ''}) will be removed and the invoice will be open again.`}
        confirmLabel="Remove Payment"
        destructive
        busy={payment.isPending}
        onConfirm={removePayment}
        onClose={() => setUnpaying((s) => ({ ...s, open: false }))}
      />
    </ListScaffold>
  );
}
