import Typography from '@mui/material/Typography';
import {
  LINE_KIND_LABELS,
  MANUAL_LINE_KINDS,
  statementEmail,
  statementExcludeLoad,
  statementLineInput,
  statementReopen,
} from '@tms/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';

/** What every statement dialog is given by the page. */
interface StatementDialogProps {
  open: boolean;
  onClose: () => void;
  /** Reads the statement as someone else left it (after a 409); the typed values stay. */
  onReloadLatest?: () => Promise<void>;
}

const note = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

const lineForm = statementLineInput.pick({ kind: true, description: true, amount: true });
type LineInput = z.input<typeof lineForm>;
type LineOutput = z.output<typeof lineForm>;

/** Add a line: an addition or deduction typed by hand, checked with the API's own line schema. */
export function AddLineDialog({
  onAdd,
  ...props
}: StatementDialogProps & { onAdd: (line: LineOutput) => Promise<void> }) {
  const dialog = useDialogForm<LineInput, LineOutput>({
    schema: lineForm,
    open: props.open,
    values: () => ({ kind: 'bonus', description: '', amount: '' }),
    failureText: 'Failed to add the line',
    onSubmit: async (line) => {
      await onAdd(line);
      props.onClose();
    },
  });
  const { control } = dialog.form;
  return (
    <FormDialog {...props} title="Add a line" submitLabel="Add" busyLabel="Adding..." maxWidth="xs" dialog={dialog}>
      <FormTextField
        control={control}
        name="kind"
        label="Type"
        autoFocus
        options={labelled(MANUAL_LINE_KINDS, LINE_KIND_LABELS)}
      />
      <FormTextField control={control} name="description" label="Description" />
      <FormTextField
        control={control}
        name="amount"
        label="Amount ($)"
        hint="Up to 2 decimals"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

type ReasonInput = { reason: string };

/** The reason rule of the API's exclude and reopen schemas. */
export const EXCLUDE_REASON = statementExcludeLoad.pick({ reason: true });
export const REOPEN_REASON = statementReopen.pick({ reason: true });

interface ReasonDialogProps extends StatementDialogProps {
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  failureText: string;
  /** `EXCLUDE_REASON` or `REOPEN_REASON`: the API's reason rule, checked before sending. */
  schema: typeof EXCLUDE_REASON | typeof REOPEN_REASON;
  onReason: (reason: string) => Promise<void>;
}

/** Exclude a load or reopen a statement: an action with a reason kept in the audit log. */
export function ReasonDialog({
  title,
  intro,
  submitLabel,
  busyLabel,
  failureText,
  schema,
  onReason,
  ...props
}: ReasonDialogProps) {
  const dialog = useDialogForm<ReasonInput, ReasonInput>({
    schema,
    open: props.open,
    values: () => ({ reason: '' }),
    failureText,
    onSubmit: async ({ reason }) => {
      await onReason(reason);
      props.onClose();
    },
  });
  return (
    <FormDialog
      {...props}
      title={title}
      intro={note(intro)}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      maxWidth="xs"
      dialog={dialog}
    >
      <FormTextField control={dialog.form.control} name="reason" label="Reason" autoFocus multiline minRows={2} />
    </FormDialog>
  );
}

/** The API's e-mail schema; an empty box sends to the driver's own address. */
const emailForm = statementEmail.extend({
  to: z.union([z.literal('').transform(() => undefined), statementEmail.shape.to]),
});

/** E-mail the statement's PDF, to the driver's address unless another is typed. */
export function EmailDialog({
  driverEmail,
  onSend,
  ...props
}: StatementDialogProps & { driverEmail: string | null; onSend: (to: string | undefined) => Promise<void> }) {
  const dialog = useDialogForm<z.input<typeof emailForm>, z.output<typeof emailForm>>({
    schema: emailForm,
    open: props.open,
    values: () => ({ to: driverEmail ?? '' }),
    failureText: 'Failed to send the statement',
    onSubmit: async ({ to }) => {
      await onSend(to);
      props.onClose();
    },
  });
  return (
    <FormDialog
      {...props}
      title="E-mail statement"
      intro={note('The PDF is sent as an attachment.')}
      submitLabel="Send"
      busyLabel="Sending..."
      maxWidth="xs"
      dialog={dialog}
    >
      <FormTextField control={dialog.form.control} name="to" label="To" autoFocus />
    </FormDialog>
  );
}
