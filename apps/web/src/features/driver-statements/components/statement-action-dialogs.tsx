import { formatUsd, type Statement } from '@tms/domain';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToday } from '../../../components/today';
import { PayDialog } from './pay-dialog';
import { AddLineDialog, EmailDialog, EXCLUDE_REASON, REOPEN_REASON, ReasonDialog } from './statement-dialogs';
import type { StatementChanges } from './use-statement-changes';

interface Props {
  statement: Statement;
  /** From `useStatementChanges`: the dialog open and the changes the dialogs make. */
  changes: StatementChanges;
}

/** Every dialog of the statement page; the one open is `changes.open`. */
export function StatementActionDialogs(props: Props) {
  return (
    <>
      <StatementFormDialogs {...props} />
      <StatementConfirmDialogs {...props} />
    </>
  );
}

/** The changes that ask for something first: a line, a reason, the payment, an address. */
function StatementFormDialogs({ statement: s, changes }: Props) {
  const today = useToday();
  const { open, seen, run, close, reloadDialog } = changes;
  return (
    <>
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
    </>
  );
}

/** The changes confirmed in one click: approve, regenerate, remove a line, delete the statement. */
function StatementConfirmDialogs({ statement: s, changes }: Props) {
  const { open, seen, quick, close, busy } = changes;
  const steps = {
    approve: {
      title: 'Approve statement',
      message: `Approve net pay of ${formatUsd(s.payable)} for ${s.driver_name}? Its loads and fuel lines are locked; reopening needs a reason.`,
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
  return (
    <>
      {(['approve', 'regenerate'] as const).map((kind) => {
        const { done, ...text } = steps[kind];
        return (
          <ConfirmDialog
            key={kind}
            open={open?.kind === kind}
            {...text}
            busy={busy}
            onConfirm={() => quick({ id: s.id, version: seen, kind }, done)}
            onClose={close}
          />
        );
      })}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title="Remove line"
        message={open?.kind === 'remove' ? `Remove “${open.line.description}” (${formatUsd(open.line.amount)})?` : ''}
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        busy={busy}
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
        busy={changes.deleting}
        onConfirm={() => changes.deleteStatement(seen)}
        onClose={close}
      />
    </>
  );
}
