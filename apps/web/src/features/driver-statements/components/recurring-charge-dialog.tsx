import {
  RECURRING_KINDS,
  RECURRING_SCHEDULE_LABELS,
  RECURRING_SCHEDULES,
  type RecurringCharge,
  type RecurringChargeCreate,
  type RecurringChargeUpdate,
  recurringChargeCreate,
  recurringChargeUpdate,
} from '@tms/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';

const KINDS = [
  { value: 'charge', label: 'Recurring charge' },
  { value: 'escrow', label: 'Escrow' },
] as const;

/** The boxes as typed. */
const chargeText = z.object({
  kind: z.enum(RECURRING_KINDS),
  description: z.string(),
  amount: z.string(),
  schedule: z.enum(RECURRING_SCHEDULES),
  day_of_month: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_balance: z.string(),
  target_balance: z.string(),
});
type ChargeText = z.input<typeof chargeText>;
type ChargeBody = Partial<RecurringChargeCreate>;

/** The API's body: a day only for monthly charges, a total only for charges, a target only for escrow. */
const toBody = (v: z.output<typeof chargeText>): Omit<RecurringChargeCreate, 'driver_id'> => {
  const day = v.day_of_month.trim();
  return {
    kind: v.kind,
    description: v.description,
    amount: v.amount,
    schedule: v.schedule,
    // A day that is not a whole number is out of 1-31, and refused as such.
    day_of_month: v.schedule === 'monthly' && day ? (/^\d+$/.test(day) ? Number(day) : 0) : null,
    start_date: v.start_date,
    end_date: v.end_date || null,
    total_balance: v.kind === 'charge' && v.total_balance ? v.total_balance : null,
    target_balance: v.kind === 'escrow' ? v.target_balance || null : null,
  };
};

/** Checked with the API's create or update schema; an edit keeps its kind, so it is not sent. */
const chargeForm = (driverId: number, editing: boolean): z.ZodType<ChargeBody, ChargeText> =>
  editing
    ? chargeText
        .transform((v): RecurringChargeUpdate => toBody(v))
        .pipe(recurringChargeUpdate)
        .transform(({ kind: _kind, ...body }) => body)
    : chargeText
        .transform((v): RecurringChargeCreate => ({ ...toBody(v), driver_id: driverId }))
        .pipe(recurringChargeCreate);

const valuesOf = (c: RecurringCharge | null, today: string): ChargeText => ({
  kind: c?.kind ?? 'charge',
  description: c?.description ?? '',
  amount: c?.amount ?? '',
  schedule: c?.schedule ?? 'every_statement',
  day_of_month: c?.day_of_month ? String(c.day_of_month) : '',
  start_date: c?.start_date ?? today,
  end_date: c?.end_date ?? '',
  total_balance: c?.total_balance ?? '',
  target_balance: c?.target_balance ?? '',
});

interface Props {
  open: boolean;
  driverId: number;
  /** The charge edited; null adds one. */
  charge: RecurringCharge | null;
  today: string;
  onSave: (body: ChargeBody) => Promise<void>;
  onClose: () => void;
}

/** Add or edit a driver's recurring charge or escrow. */
export function RecurringChargeDialog({ open, driverId, charge, today, onSave, onClose }: Props) {
  const dialog = useDialogForm<ChargeText, ChargeBody>({
    schema: chargeForm(driverId, charge !== null),
    open,
    record: charge,
    values: () => valuesOf(charge, today),
    failureText: charge ? 'Failed to update the charge' : 'Failed to add the charge',
    onSubmit: async (body) => {
      await onSave(body);
      onClose();
    },
  });
  const { control } = dialog.form;
  const money = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const;
  const day = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <FormDialog
      open={open}
      title={charge ? 'Edit charge' : 'Add recurring charge or escrow'}
      submitLabel="Save"
      maxWidth="xs"
      dialog={dialog}
      onClose={onClose}
    >
      {!charge && <FormTextField control={control} name="kind" label="Kind" autoFocus options={KINDS} />}
      <FormTextField
        control={control}
        name="description"
        label="Description"
        autoFocus={charge !== null}
        hint="E.g. Truck lease, Insurance, ELD fee"
      />
      <FormTextField
        control={control}
        name="amount"
        label="Amount ($)"
        hint="Per occurrence; escrow: per statement"
        {...money}
      />
      <FormTextField
        control={control}
        name="schedule"
        label="Schedule"
        options={labelled(RECURRING_SCHEDULES, RECURRING_SCHEDULE_LABELS)}
      />
      <FormTextField
        control={control}
        name="day_of_month"
        label="Day of month (monthly)"
        hint="1-31; shorter months use their last day"
      />
      <FormTextField control={control} name="start_date" label="Start date" {...day} />
      <FormTextField control={control} name="end_date" label="End date" {...day} />
      <FormTextField
        control={control}
        name="total_balance"
        label="Total to pay off ($, charges)"
        hint="Optional"
        {...money}
      />
      <FormTextField control={control} name="target_balance" label="Escrow target ($)" {...money} />
    </FormDialog>
  );
}
