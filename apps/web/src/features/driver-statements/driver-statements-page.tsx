import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { STATEMENT_STATUS_LABELS, STATEMENT_STATUSES } from '@tms/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDriverOptions } from './api/driver-options';
import { useStatements } from './api/list-statements';
import { useBulkApprove } from './api/statement-actions';
import { saveFile, statementsCsv } from './api/statement-files';
import { DraftSelectionBar } from './components/draft-selection-bar';
import { GenerateDialog } from './components/generate-dialog';
import { statementColumns } from './components/statement-columns';
import { StatementStatsCards } from './components/statement-stats-cards';

const PAGE_SIZES = [25, 50, 100] as const;
const FROM = 'from';
const TO = 'to';
const STATUS = 'status';
const DRIVER = 'driver';

/** Driver statements (settlements): the list by period, status and driver, with bulk generate and approve. */
export function DriverStatementsPage() {
  useDocumentTitle('Driver Statements');
  const { capabilities } = useSession();
  if (!capabilities.has('driver_statements')) {
    return (
      <NoAccessPage
        title="Driver Statements"
        icon={MENU_ICONS['driver-statements']}
        area="driver statements"
        includes="driver statements"
      />
    );
  }
  return <StatementList />;
}

function StatementList() {
  const notify = useNotify();
  const navigate = useNavigate();
  const list = useListParams({ defaultPageSize: 50, pageSizes: PAGE_SIZES });
  const filters = { periodStart: list.get(FROM), periodEnd: list.get(TO), driverId: list.id(DRIVER) };
  const status = list.get(STATUS);
  const query = useStatements({ ...filters, status, skip: list.skip, limit: list.pageSize });
  const [generating, setGenerating] = useState(false);
  const [approving, setApproving] = useState(false);
  const bulkApprove = useBulkApprove();
  const rows = query.data?.statements ?? [];
  const draftIds = rows.filter((s) => s.status === 'draft').map((s) => s.id);
  // Kept across pages and filters, so drafts can be picked from several pages before approving.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  // A picked statement approved meanwhile (seen on a refresh) is no longer picked.
  const settled = rows.filter((s) => s.status !== 'draft' && selected.has(s.id)).map((s) => s.id);
  const settledKey = settled.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of settled ids changes
  useEffect(() => {
    if (settled.length) select(settled, false);
  }, [settledKey]);
  const count = selected.size;
  const counted = (n: number) => `${n} statement${n === 1 ? '' : 's'}`;
  const filtered = Boolean(filters.periodStart || filters.periodEnd || filters.driverId || status);

  const exportCsv = async () => {
    if (!filters.periodStart || !filters.periodEnd) return;
    try {
      saveFile(await statementsCsv(filters.periodStart, filters.periodEnd));
    } catch (e) {
      notify(errorText(e), 'error');
    }
  };

  const approveSelected = () =>
    bulkApprove.mutate([...selected], {
      onSuccess: (r) => {
        const skipped = r.skipped.length ? ` · ${counted(r.skipped.length)} skipped: ${r.skipped[0]?.reason}` : '';
        notify(`${counted(r.approved.length)} approved${skipped}`, r.skipped.length ? 'warning' : 'success');
        setSelected(new Set());
        setApproving(false);
      },
      onError: (e) => notify(errorText(e), 'error'),
    });

  const generateButton = (
    <Button variant="contained" startIcon={<PlaylistAddOutlined />} onClick={() => setGenerating(true)}>
      Generate statements
    </Button>
  );

  return (
    <ListScaffold
      title="Driver Statements"
      description="Weekly settlements: loads, additions, deductions, recurring charges and net pay."
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={!filters.periodStart || !filters.periodEnd}
            title={!filters.periodStart || !filters.periodEnd ? 'Choose a period to export' : undefined}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
          {generateButton}
        </Stack>
      }
      stats={<StatementStatsCards filters={filters} status={status} onStatus={(s) => list.patch({ [STATUS]: s })} />}
      filters={
        <>
          <ListFilters list={list} refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}>
            <TextField
              type="date"
              size="small"
              label="Period from"
              value={filters.periodStart ?? ''}
              onChange={(e) => list.patch({ [FROM]: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth={false}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <TextField
              type="date"
              size="small"
              label="Period to"
              value={filters.periodEnd ?? ''}
              onChange={(e) => list.patch({ [TO]: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth={false}
              sx={{ width: { xs: '100%', sm: 180 } }}
            />
            <TextField
              select
              size="small"
              label="Status"
              value={status ?? ''}
              onChange={(e) => list.patch({ [STATUS]: e.target.value || null })}
              fullWidth={false}
              sx={{ width: { xs: '100%', sm: 170 } }}
            >
              <MenuItem value="">All statuses</MenuItem>
              {STATEMENT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {STATEMENT_STATUS_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
            <DriverFilter
              driverId={filters.driverId}
              knownName={query.data?.statements.find((x) => x.driver_id === filters.driverId)?.driver_name}
              onChange={(id) => list.patch({ [DRIVER]: id === null ? null : String(id) })}
            />
          </ListFilters>
          {count > 0 && (
            <DraftSelectionBar
              count={count}
              onClear={() => setSelected(new Set())}
              onApprove={() => setApproving(true)}
            />
          )}
        </>
      }
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Driver statements',
        columns: statementColumns({ selected, draftIds, onSelect: select }),
        rows,
        getRowId: (s) => s.id,
        loading: query.isLoading,
        onRowClick: (s) => navigate(`/app/accounting/driver-statements/${s.id}`),
        minWidth: 900,
        empty: (
          <ListEmpty
            icon={MENU_ICONS['driver-statements']}
            noun="statements"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters([FROM, TO, STATUS, DRIVER])}
            firstTime={{
              description: 'Generate last week’s statements for every active driver to start.',
              action: generateButton,
            }}
          />
        ),
      }}
    >
      <GenerateDialog
        open={generating}
        onClose={() => setGenerating(false)}
        onGenerated={(p) => list.patch({ [FROM]: p.period_start, [TO]: p.period_end, [STATUS]: null })}
      />
      <ConfirmDialog
        open={approving}
        title="Approve selected statements"
        message={`Approve the ${count === 1 ? 'selected draft statement' : `${count} selected draft statements`}? Approved statements are locked; reopening one needs a reason.`}
        confirmLabel="Approve"
        busyLabel="Approving..."
        busy={bulkApprove.isPending}
        onConfirm={approveSelected}
        onClose={() => setApproving(false)}
      />
    </ListScaffold>
  );
}

/** The driver filter: type a name, pick a driver; clearing it shows every driver. */
function DriverFilter({
  driverId,
  knownName,
  onChange,
}: {
  driverId: number | null;
  knownName: string | undefined;
  onChange: (id: number | null) => void;
}) {
  const [input, setInput] = useState('');
  const options = useDriverOptions(input).data ?? [];
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const value =
    driverId === null
      ? null
      : picked?.id === driverId
        ? picked
        : { id: driverId, name: knownName ?? `Driver #${driverId}` };
  return (
    <Autocomplete
      size="small"
      options={options.map((d) => ({ id: d.id, name: d.name }))}
      value={value}
      onChange={(_, v) => {
        setPicked(v);
        onChange(v?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_, v) => setInput(v)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      sx={{ width: { xs: '100%', sm: 220 } }}
      renderInput={(params) => <TextField {...params} label="Driver" placeholder="All drivers" />}
    />
  );
}
