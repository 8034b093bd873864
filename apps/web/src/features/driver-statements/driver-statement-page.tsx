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
import {
  formatDate,
  LINE_KIND_LABELS,
  MANUAL_LINE_KINDS,
  type Statement,
  type StatementLine,
  type StatementLineInput,
} from '@tms/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatCard, StatCards } from '../../components/stat-cards';
import { todayHere } from '../../components/today';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStatement } from './api/get-statement';
import { useDeleteStatement, useStatementAction } from './api/statement-actions';
import { previewFile, saveFile, statementPdf } from './api/statement-files';
import { type DialogField, FieldsDialog } from './components/fields-dialog';
import { usd } from './components/statement-format';
import { LineSection, LineTable, lineColumns, loadColumns } from './components/statement-lines';
import { StatementStatusChip } from './components/statement-status-chip';

const BACK = '/app/accounting/driver-statements';

type Open =
  | { kind: 'pay' | 'reopen' | 'add' | 'email' | 'approve' | 'delete' | 'regenerate' }
  | { kind: 'exclude'; line: StatementLine }
  | { kind: 'edit'; line: StatementLine }
  | { kind: 'remove'; line: StatementLine }
  | null;

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
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const draft = s.status === 'draft';
  const loads = s.lines.filter((l) => l.kind === 'load_pay');
  const additions = s.lines.filter((l) => l.group === 'addition');
  const deductions = s.lines.filter((l) => l.group === 'deduction');

  const run = async (a: Parameters<typeof action.mutateAsync>[0], done: string) => {
    await action.mutateAsync(a);
    notify(done, 'success');
  };
  const quick = (a: Parameters<typeof action.mutateAsync>[0], done: string) =>
    action.mutate(a, {
      onSuccess: () => {
        notify(done, 'success');
        close();
      },
      onError: (e) => notify(errorText(e), 'error'),
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

  const lineFields: DialogField[] = [
    {
      name: 'kind',
      label: 'Type',
      options: MANUAL_LINE_KINDS.map((k) => ({ value: k, label: LINE_KIND_LABELS[k] })),
    },
    { name: 'description', label: 'Description' },
    { name: 'amount', label: 'Amount ($)', type: 'money', hint: 'Up to 2 decimals' },
  ];

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
          <Button variant="outlined" startIcon={<VisibilityOutlined />} onClick={() => void pdf(true)}>
            Preview PDF
          </Button>
          <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={() => void pdf(false)}>
            Download PDF
          </Button>
          <Button variant="outlined" startIcon={<EmailOutlined />} onClick={() => setOpen({ kind: 'email' })}>
            E-mail
          </Button>
          {draft && (
            <>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setOpen({ kind: 'delete' })}
              >
                Delete
              </Button>
              <Button
                variant="outlined"
                startIcon={<AutorenewOutlined />}
                onClick={() => setOpen({ kind: 'regenerate' })}
              >
                Regenerate
              </Button>
              <Button
                variant="contained"
                startIcon={<CheckCircleOutlined />}
                onClick={() => setOpen({ kind: 'approve' })}
              >
                Approve
              </Button>
            </>
          )}
          {s.status === 'approved' && (
            <>
              <Button variant="outlined" startIcon={<LockOpenOutlined />} onClick={() => setOpen({ kind: 'reopen' })}>
                Reopen
              </Button>
              <Button variant="contained" startIcon={<PaidOutlined />} onClick={() => setOpen({ kind: 'pay' })}>
                Mark paid
              </Button>
            </>
          )}
        </Stack>
      </Box>

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
        <LineTable
          label="Additions"
          rows={additions}
          columns={lineColumns(
            draft,
            false,
            (line) => setOpen({ kind: 'edit', line }),
            (line) => setOpen({ kind: 'remove', line }),
          )}
          empty="No additions."
        />
      </LineSection>
      <LineSection title="Deductions" total={s.deductions === '0.00' ? s.deductions : `-${s.deductions}`}>
        <LineTable
          label="Deductions"
          rows={deductions}
          columns={lineColumns(
            draft,
            true,
            (line) => setOpen({ kind: 'edit', line }),
            (line) => setOpen({ kind: 'remove', line }),
          )}
          empty="No deductions."
        />
      </LineSection>
      {draft && (
        <Box>
          <Button variant="outlined" startIcon={<PlaylistAddOutlined />} onClick={() => setOpen({ kind: 'add' })}>
            Add addition or deduction
          </Button>
        </Box>
      )}

      <FieldsDialog
        open={open?.kind === 'add'}
        title="Add a line"
        fields={lineFields}
        initial={{ kind: 'bonus', description: '', amount: '' }}
        submitLabel="Add"
        busyLabel="Adding..."
        onSubmit={(v) => run({ id: s.id, kind: 'add-line', line: v as unknown as StatementLineInput }, 'Line added')}
        onClose={close}
      />
      <FieldsDialog
        open={open?.kind === 'edit'}
        title="Edit line"
        fields={lineFields.slice(1)}
        initial={open?.kind === 'edit' ? { description: open.line.description, amount: open.line.amount } : {}}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={(v) =>
          open?.kind === 'edit'
            ? run(
                { id: s.id, kind: 'update-line', lineId: open.line.id, amount: v.amount, description: v.description },
                'Line updated',
              )
            : Promise.resolve()
        }
        onClose={close}
      />
      <FieldsDialog
        open={open?.kind === 'exclude'}
        title="Exclude load"
        intro={
          <Typography variant="body2" color="text.secondary">
            The load leaves this statement and is offered again on the driver’s next one.
          </Typography>
        }
        fields={[{ name: 'reason', label: 'Reason', multiline: true }]}
        initial={{ reason: '' }}
        submitLabel="Exclude"
        busyLabel="Excluding..."
        onSubmit={(v) =>
          open?.kind === 'exclude' && open.line.load_id !== null
            ? run(
                { id: s.id, kind: 'exclude-load', load_id: open.line.load_id, reason: v.reason ?? '' },
                'Load excluded',
              )
            : Promise.resolve()
        }
        onClose={close}
      />
      <FieldsDialog
        open={open?.kind === 'pay'}
        title="Mark paid"
        fields={[
          { name: 'payment_date', label: 'Payment date', type: 'date' },
          { name: 'payment_reference', label: 'Payment reference', hint: 'ACH trace, check number...' },
        ]}
        initial={{ payment_date: todayHere(), payment_reference: '' }}
        submitLabel="Mark paid"
        busyLabel="Saving..."
        onSubmit={(v) =>
          run(
            { id: s.id, kind: 'pay', payment_date: v.payment_date ?? '', payment_reference: v.payment_reference ?? '' },
            'Statement marked paid',
          )
        }
        onClose={close}
      />
      <FieldsDialog
        open={open?.kind === 'reopen'}
        title="Reopen statement"
        intro={
          <Typography variant="body2" color="text.secondary">
            The statement goes back to draft so it can be corrected. The reason is kept in the audit log.
          </Typography>
        }
        fields={[{ name: 'reason', label: 'Reason', multiline: true }]}
        initial={{ reason: '' }}
        submitLabel="Reopen"
        busyLabel="Reopening..."
        onSubmit={(v) => run({ id: s.id, kind: 'reopen', reason: v.reason ?? '' }, 'Statement reopened')}
        onClose={close}
      />
      <FieldsDialog
        open={open?.kind === 'email'}
        title="E-mail statement"
        intro={
          <Typography variant="body2" color="text.secondary">
            The PDF is sent as an attachment.
          </Typography>
        }
        fields={[{ name: 'to', label: 'To' }]}
        initial={{ to: s.driver_email ?? '' }}
        submitLabel="Send"
        busyLabel="Sending..."
        onSubmit={(v) => run({ id: s.id, kind: 'email', to: v.to || undefined }, 'Statement e-mailed')}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'approve'}
        title="Approve statement"
        message={`Approve net pay of ${usd(s.payable)} for ${s.driver_name}? Its loads and fuel lines are locked; reopening needs a reason.`}
        confirmLabel="Approve"
        busyLabel="Approving..."
        busy={action.isPending}
        onConfirm={() => quick({ id: s.id, kind: 'approve' }, 'Statement approved')}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'regenerate'}
        title="Regenerate statement"
        message="Rebuild the loads, fuel, advances, recurring charges and carried balance from the current data? Lines added by hand and excluded loads stay as they are."
        confirmLabel="Regenerate"
        busyLabel="Regenerating..."
        busy={action.isPending}
        onConfirm={() => quick({ id: s.id, kind: 'regenerate' }, 'Statement regenerated')}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title="Remove line"
        message={open?.kind === 'remove' ? `Remove “${open.line.description}” (${usd(open.line.amount)})?` : ''}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        busy={action.isPending}
        onConfirm={() =>
          open?.kind === 'remove' && quick({ id: s.id, kind: 'remove-line', lineId: open.line.id }, 'Line removed')
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
          remove.mutate(s.id, {
            onSuccess: () => {
              notify('Statement deleted', 'success');
              window.history.back();
            },
            onError: (e) => notify(errorText(e), 'error'),
          })
        }
        onClose={close}
      />
    </Stack>
  );
}
