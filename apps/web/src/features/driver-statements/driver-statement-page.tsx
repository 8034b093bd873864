import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type Statement, type StatementLine } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { isStaleSave, useReloadLatest } from '../../components/form/reload-latest';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatCard, StatCards } from '../../components/stat-cards';
import { useToday } from '../../components/today';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReloadStatement, useStatement } from './api/get-statement';
import { type StatementAction, useDeleteStatement, useStatementAction } from './api/statement-actions';
import { previewFile, saveFile, statementPdf } from './api/statement-files';
import { EditableLineTable } from './components/editable-line-table';
import { PayDialog } from './components/pay-dialog';
import {
  AddLineDialog,
  EmailDialog,
  EXCLUDE_REASON,
  REOPEN_REASON,
  ReasonDialog,
} from './components/statement-dialogs';
import { usd } from './components/statement-format';
import { LineSection, LineTable, loadColumns } from './components/statement-lines';
import { StatementStatusChip } from './components/statement-status-chip';

const BACK = '/app/accounting/driver-statements';

type Opening =
  | { kind: 'pay' | 'reopen' | 'add' | 'email' | 'approve' | 'delete' | 'regenerate' }
  | { kind: 'exclude'; line: StatementLine }
  | { kind: 'remove'; line: StatementLine };
/** The dialog open, with the statement's version when it opened: its change is refused if someone else's came first. */
type Open = (Opening & { seen: number }) | null;
/** A button of the statement's toolbar; `main` is the step the statement waits for. */
type ToolbarButton = { label: string; icon: ReactNode; onClick: () => void; main?: boolean; danger?: boolean };

/** One statement: every line grouped, editing while a draft, approve, pay, reopen, the PDF and its e-mail. */
export function DriverStatementPage() {
  const { statementId } = useParams();
  const id = /^\d+$/.test(statementId ?? '') ? Number(statementId) : null;
  const { capabilities } = useSession();
  const query = useStatement(capabilities.has('driver_statements') ? id : null);
  useDocumentTitle(query.data ? `Statement #${query.data.id} · ${query.data.driver_name}` : 'Driver Statement');
  if (!capabilities.has('driver_statements') || id === null || query.isError) {
    return (
      <>
        <PageHeader title="Driver Statement" />
        <EmptyState
          icon={MENU_ICONS['driver-statements']}
          title={capabilities.has('driver_statements') ? 'Statement not found' : 'No access to driver statements'}
          description={
            query.isError ? errorText(query.error) : 'It may have been deleted, or the link is not complete.'
          }
          action={
            <Button component={RouterLink} to={BACK}>
              Back to statements
            </Button>
          }
        />
      </>
    );
  }
  if (!query.data) return <PageLoader />;
  return <StatementView statement={query.data} />;
}

function StatementView({ statement: s }: { statement: Statement }) {
  const notify = useNotify();
  const action = useStatementAction();
  const remove = useDeleteStatement();
  const reloadStatement = useReloadStatement();
  const today = useToday();
  const [open, setOpenState] = useState<Open>(null);
  const setOpen = (o: Opening) => setOpenState({ ...o, seen: s.version });
  const close = () => setOpenState(null);
  const seen = open?.seen ?? s.version;
  /** A change refused because someone else changed the statement first (409), until reloaded. */
  const [conflict, setConflict] = useState<unknown>(null);
  const reload = async () => {
    const latest = await reloadStatement(s.id);
    setOpenState((o) => (o ? { ...o, seen: latest.version } : o));
    setConflict(null);
    return latest;
  };
  const reloadDialog = async () => {
    await reload();
  };
  const pageReload = useReloadLatest({
    error: conflict,
    reload: reloadDialog,
    settle: (e) => e && notify(errorText(e), 'error'),
  });
  const draft = s.status === 'draft';
  const loads = s.lines.filter((l) => l.kind === 'load_pay');
  const additions = s.lines.filter((l) => l.group === 'addition');
  const deductions = s.lines.filter((l) => l.group === 'deduction');

  const run = async (a: StatementAction, done: string) => {
    await action.mutateAsync(a);
    notify(done, 'success');
  };
  const failed = (e: unknown) => {
    if (isStaleSave(e)) {
      setConflict(e);
      close();
    } else notify(errorText(e), 'error');
  };
  const quick = (a: StatementAction, done: string) =>
    action.mutate(a, {
      onSuccess: () => {
        notify(done, 'success');
        setConflict(null);
        close();
      },
      onError: failed,
    });
  const pdf = async (show: boolean) => {
    try {
      const file = await statementPdf(s.id);
      if (show) previewFile(file);
      else saveFile(file);
    } catch (e) {
      notify(errorText(e), 'error');
    }
  };
  const opens = (kind: 'pay' | 'reopen' | 'email' | 'approve' | 'delete' | 'regenerate') => () => setOpen({ kind });
  const toolbar: ToolbarButton[] = [
    { label: 'Preview PDF', icon: <VisibilityOutlined />, onClick: () => void pdf(true) },
    { label: 'Download PDF', icon: <PictureAsPdfOutlined />, onClick: () => void pdf(false) },
    { label: 'E-mail', icon: <EmailOutlined />, onClick: opens('email') },
    ...(draft
      ? [
          { label: 'Delete', icon: <DeleteOutlined />, onClick: opens('delete'), danger: true },
          { label: 'Regenerate', icon: <AutorenewOutlined />, onClick: opens('regenerate') },
          { label: 'Approve', icon: <CheckCircleOutlined />, onClick: opens('approve'), main: true },
        ]
      : []),
    ...(s.status === 'approved'
      ? [
          { label: 'Reopen', icon: <LockOpenOutlined />, onClick: opens('reopen') },
          { label: 'Mark paid', icon: <PaidOutlined />, onClick: opens('pay'), main: true },
        ]
      : []),
  ];

  /** The steps confirmed in one click, and what they say. */
  const steps = {
    approve: {
      title: 'Approve statement',
      message: `Approve net pay of ${usd(s.payable)} for ${s.driver_name}? Its loads and fuel lines are locked; reopening needs a reason.`,
      confirmLabel: 'Approve',
      busyLabel: 'Approving...',
      done: 'Statement approved',
    },
    regenerate: {
      title: 'Regenerate statement',
      message:
        'Rebuild the loads, fuel, advances, recurring charges and carried balance from the current data? Lines added by hand and excluded loads stay as they are.',
      confirmLabel: 'Regenerate',
      busyLabel: 'Regenerating...',
      done: 'Statement regenerated',
    },
  };

  const lineEditing = {
    draft,
    version: s.version,
    onSave: (line: StatementLine, v: { description: string; amount: string }, version: number) =>
      run({ id: s.id, version, kind: 'update-line', lineId: line.id, ...v }, 'Line updated'),
    onRemove: (line: StatementLine) => setOpen({ kind: 'remove', line }),
    onReload: reload,
  };

  return (
    <Stack spacing={2.5} sx={{ pb: 4 }}>
      <Box>
        <Button component={RouterLink} to={BACK} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1 }}>
          Driver statements
        </Button>
        <PageHeader
          title={`Statement #${s.id} · ${s.driver_name}`}
          description={
            <Stack
              component="span"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <StatementStatusChip status={s.status} />
              <span>
                {formatDate(s.period_start)} – {formatDate(s.period_end)} ·{' '}
                {s.driver_type === 'owner_operator' ? 'Owner operator' : 'Company driver'}
                {s.payment_date ? ` · paid ${formatDate(s.payment_date)} (${s.payment_reference ?? ''})` : ''}
              </span>
            </Stack>
          }
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-start' }}
        >
          {toolbar.map((b) => (
            <Button
              key={b.label}
              variant={b.main ? 'contained' : 'outlined'}
              color={b.danger ? 'error' : undefined}
              startIcon={b.icon}
              onClick={b.onClick}
            >
              {b.label}
            </Button>
          ))}
        </Stack>
      </Box>

      {conflict !== null && (
        <Alert severity="warning" role="alert" action={pageReload.action}>
          {errorText(conflict)}
        </Alert>
      )}
      <StatCards label="Statement totals">
        <StatCard
          label="Earnings"
          value={usd(s.earnings)}
          icon={MENU_ICONS['accounting-loads']}
          tone={(t) => t.palette.info.main}
        />
        <StatCard
          label="Additions"
          value={usd(s.additions)}
          icon={PlaylistAddOutlined}
          tone={(t) => t.palette.success.main}
        />
        <StatCard
          label="Deductions"
          value={usd(s.deductions)}
          icon={MENU_ICONS['fuel-transactions']}
          tone={(t) => t.palette.warning.main}
        />
        <StatCard
          label={s.carry_over !== '0.00' ? 'Net (to carry over)' : 'Net pay'}
          value={usd(s.net)}
          icon={PaidOutlined}
          tone={(t) => (s.carry_over !== '0.00' ? t.palette.error.main : t.palette.primary.main)}
        />
      </StatCards>
      <Typography variant="body2" color="text.secondary">
        Year to date: gross {usd(s.ytd_gross)}, net {usd(s.ytd_net)}
        {s.escrow_balance ? ` · Escrow balance ${usd(s.escrow_balance)}` : ''}
      </Typography>
      {s.carry_over !== '0.00' && (
        <Alert severity="warning">
          Deductions exceed earnings by {usd(s.carry_over)}. Once approved, the balance is carried to the driver’s next
          statement.
        </Alert>
      )}

      <LineSection title="Loads" total={s.earnings}>
        <LineTable
          label="Loads"
          rows={loads}
          columns={loadColumns(draft, (line) => setOpen({ kind: 'exclude', line }))}
          empty="No delivered loads in this period."
        />
        {s.exclusions.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">Excluded loads</Typography>
            {s.exclusions.map((e) => (
              <Typography key={e.load_id} variant="body2" color="text.secondary">
                {e.load_number}: {e.reason}
              </Typography>
            ))}
          </Box>
        )}
      </LineSection>
      <LineSection title="Additions" total={s.additions}>
        <EditableLineTable label="Additions" rows={additions} empty="No additions." negative={false} {...lineEditing} />
      </LineSection>
      <LineSection title="Deductions" total={s.deductions === '0.00' ? s.deductions : `-${s.deductions}`}>
        <EditableLineTable label="Deductions" rows={deductions} empty="No deductions." negative {...lineEditing} />
      </LineSection>
      {draft && (
        <Box>
          <Button variant="outlined" startIcon={<PlaylistAddOutlined />} onClick={() => setOpen({ kind: 'add' })}>
            Add addition or deduction
          </Button>
        </Box>
      )}

      <AddLineDialog
        open={open?.kind === 'add'}
        onAdd={(line) => run({ id: s.id, version: seen, kind: 'add-line', line }, 'Line added')}
        onClose={close}
        onReloadLatest={reloadDialog}
      />
      <ReasonDialog
        open={open?.kind === 'exclude'}
        title="Exclude load"
        intro="The load leaves this statement and is offered again on the driver’s next one."
        submitLabel="Exclude"
        busyLabel="Excluding..."
        failureText="Failed to exclude the load"
        schema={EXCLUDE_REASON}
        onReason={(reason) =>
          open?.kind === 'exclude' && open.line.load_id !== null
            ? run(
                { id: s.id, version: seen, kind: 'exclude-load', load_id: open.line.load_id, reason },
                'Load excluded',
              )
            : Promise.resolve()
        }
        onClose={close}
        onReloadLatest={reloadDialog}
      />
      <PayDialog
        open={open?.kind === 'pay'}
        periodStart={s.period_start}
        today={today}
        onPay={(payment) => run({ id: s.id, version: seen, kind: 'pay', ...payment }, 'Statement marked paid')}
        onClose={close}
        onReloadLatest={reloadDialog}
      />
      <ReasonDialog
        open={open?.kind === 'reopen'}
        title="Reopen statement"
        intro="The statement goes back to draft so it can be corrected. The reason is kept in the audit log."
        submitLabel="Reopen"
        busyLabel="Reopening..."
        failureText="Failed to reopen the statement"
        schema={REOPEN_REASON}
        onReason={(reason) => run({ id: s.id, version: seen, kind: 'reopen', reason }, 'Statement reopened')}
        onClose={close}
        onReloadLatest={reloadDialog}
      />
      <EmailDialog
        open={open?.kind === 'email'}
        driverEmail={s.driver_email}
        onSend={(to) => run({ id: s.id, version: seen, kind: 'email', to }, 'Statement e-mailed')}
        onClose={close}
      />
      {(['approve', 'regenerate'] as const).map((kind) => {
        const { done, ...text } = steps[kind];
        return (
          <ConfirmDialog
            key={kind}
            open={open?.kind === kind}
            {...text}
            busy={action.isPending}
            onConfirm={() => quick({ id: s.id, version: seen, kind }, done)}
            onClose={close}
          />
        );
      })}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title="Remove line"
        message={open?.kind === 'remove' ? `Remove “${open.line.description}” (${usd(open.line.amount)})?` : ''}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        busy={action.isPending}
        onConfirm={() =>
          open?.kind === 'remove' &&
          quick({ id: s.id, version: seen, kind: 'remove-line', lineId: open.line.id }, 'Line removed')
        }
        onClose={close}
      />
      <ConfirmDeleteDialog
        open={open?.kind === 'delete'}
        noun="Statement"
        name={`#${s.id} ${s.driver_name}`}
        consequence="Its loads and fuel lines become free for another statement."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: s.id, version: seen },
            {
              onSuccess: () => {
                notify('Statement deleted', 'success');
                window.history.back();
              },
              onError: failed,
            },
          )
        }
        onClose={close}
      />
    </Stack>
  );
}
