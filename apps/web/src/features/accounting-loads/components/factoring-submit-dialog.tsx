import { type AccountingLoad, FACTORING_PACKET_LABELS, type FactoringSubmission, formatUsd } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSubmitToFactoring } from '../api/factoring-submissions';

/** What the notice says once sent: the schedule, and the documents some packets lacked. */
export function submittedNotice(s: FactoringSubmission) {
  const lacking = s.loads.filter((l) => l.missing_documents.length);
  const sent = `Schedule ${s.number} sent to ${s.sent_to}: ${s.loads.length} invoice${s.loads.length === 1 ? '' : 's'}, ${formatUsd(s.total)}`;
  if (!lacking.length) return { text: sent, severity: 'success' as const };
  const missing = lacking
    .map((l) => `${l.load_number} (${l.missing_documents.map((p) => FACTORING_PACKET_LABELS[p]).join(', ')})`)
    .join('; ');
  return { text: `${sent}. Sent without: ${missing}`, severity: 'warning' as const };
}

/** Confirms sending the picked invoices to the factoring company, then sends them. */
export function FactoringSubmitDialog({
  open,
  loads,
  total,
  factor,
  onClose,
  onSubmitted,
}: {
  open: boolean;
  loads: readonly AccountingLoad[];
  total: string;
  factor: { name: string | null; email: string | null } | undefined;
  onClose: () => void;
  onSubmitted: (s: FactoringSubmission) => void;
}) {
  const notify = useNotify();
  const submit = useSubmitToFactoring();
  const count = `${loads.length} invoice${loads.length === 1 ? '' : 's'}`;
  const confirm = () =>
    submit.mutate(
      loads.map((l) => l.id),
      {
        onSuccess: (s) => {
          const notice = submittedNotice(s);
          notify(notice.text, notice.severity);
          onSubmitted(s);
        },
        onError: (e) => notify(errorText(e), 'error'),
      },
    );
  return (
    <ConfirmDialog
      open={open}
      title="Submit to Factoring"
      message={`Send ${count} (${formatUsd(total)}: ${loads.map((l) => l.load_number).join(', ')}) to ${factor?.name ?? 'the factoring company'} at ${factor?.email ?? 'its e-mail'}? The schedule of accounts and each load's invoice, rate confirmation, BOL and POD go by e-mail, and the invoices are marked factored.`}
      confirmLabel="Submit"
      busyLabel="Submitting..."
      busy={submit.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
