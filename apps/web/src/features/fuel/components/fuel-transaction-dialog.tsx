import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FuelTransaction, formatUsd } from '@tms/domain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useAvailableFuelCards } from '../api/available-fuel-cards';
import { useFuelItems } from '../api/fuel-items';
import { type FuelTransactionInput, useSaveFuelTransaction } from '../api/save-fuel-transaction';
import {
  type FuelTransactionFormInput,
  formValuesOf,
  fuelTransactionForm,
  OTHER_ITEM,
  previewTotal,
} from './fuel-transaction-form';

interface FuelTransactionDialogProps {
  open: boolean;
  transaction: FuelTransaction | null;
  onClose: () => void;
}

/** Fields a transaction may lose on edit: emptied boxes are sent as null so the value goes. */
const CLEARABLE = [
  'card_number_short',
  'transaction_reference',
  'truck_unit_number',
  'odometer',
  'location',
  'location_city',
  'location_state',
  'surcharge_amount',
] as const;

export function FuelTransactionDialog({ open, transaction, onClose }: FuelTransactionDialogProps) {
  const notify = useNotify();
  const save = useSaveFuelTransaction();
  const items = useFuelItems();
  const cards = useAvailableFuelCards(open);
  const codes = (items.data ?? []).map((i) => i.item_code);
  // A number not among the active cards asks first (spec 2: the Card Not Found confirmation).
  const [unknownCard, setUnknownCard] = useState<FuelTransactionInput | null>(null);

  const store = async (body: FuelTransactionInput) => {
    const changes: Record<string, unknown> = { ...body };
    if (transaction)
      for (const key of CLEARABLE) if (!(key in changes) && transaction[key] !== null) changes[key] = null;
    await save.mutateAsync({ id: transaction?.id ?? null, body: changes as FuelTransactionInput });
    notify(transaction ? 'Transaction updated successfully' : 'Transaction created successfully', 'success');
    onClose();
  };

  const dialog = useDialogForm<FuelTransactionFormInput, FuelTransactionInput>({
    schema: fuelTransactionForm,
    open,
    record: transaction,
    values: () => formValuesOf(transaction, codes),
    failureText: transaction ? 'Failed to update transaction' : 'Failed to create transaction',
    onSubmit: async (body) => {
      const short = body.card_number_short ?? null;
      const known = (cards.data ?? []).some((c) => c.card_number_short === short);
      if (short !== null && !known && short !== transaction?.card_number_short) {
        setUnknownCard(body);
        return;
      }
      await store(body);
    },
  });
  const { control, watch } = dialog.form;
  const item = watch('purchased_item');
  const total = previewTotal(watch('unit_quantity') ?? '', watch('price_per_unit') ?? '');

  const proceed = async () => {
    const body = unknownCard;
    setUnknownCard(null);
    if (!body) return;
    try {
      await store(body);
    } catch (error) {
      dialog.setFailure({ message: serverDetail(error) ?? 'Failed to save transaction', error });
    }
  };

  return (
    <>
      <FormDialog
        open={open}
        title={transaction ? 'Edit Transaction' : 'Add Transaction'}
        submitLabel={transaction ? 'Update' : 'Create'}
        dialog={dialog}
        onClose={onClose}
        maxWidth="md"
      >
        <Grid>
          <FormTextField
            control={control}
            name="transaction_date"
            label="Transaction date"
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="card_number_short"
            label="Card short number"
            hint="The 5 digits on the provider's report"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
          <FormTextField control={control} name="transaction_reference" label="Reference / invoice" />
          <ItemField control={control} codes={codes} names={items.data ?? []} />
          {item === OTHER_ITEM && (
            <FormTextField control={control} name="custom_item" label="Custom item name" required autoFocus />
          )}
          <FormTextField
            control={control}
            name="unit_quantity"
            label="Quantity"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="price_per_unit"
            label="Price per unit"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label="Total amount"
            value={total ? formatUsd(total) : ''}
            helperText="Quantity × price, rounded to cents"
            slotProps={{ input: { readOnly: true } }}
          />
          <FormTextField
            control={control}
            name="surcharge_amount"
            label="Surcharge"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField control={control} name="truck_unit_number" label="Truck unit number" />
          <FormTextField
            control={control}
            name="odometer"
            label="Odometer"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField control={control} name="location" label="Station" />
          <FormTextField control={control} name="location_city" label="City" />
          <FormTextField control={control} name="location_state" label="State" />
          <FormTextField control={control} name="location_country" label="Country" hint="Two letters, e.g. US" />
        </Grid>
      </FormDialog>
      <ConfirmDialog
        open={unknownCard !== null}
        title="Card Not Found"
        message={`Card ${unknownCard?.card_number_short ?? ''} does not exist among your active fuel cards. Do you want to proceed anyway?`}
        confirmLabel="Proceed"
        busy={save.isPending}
        onConfirm={() => void proceed()}
        onClose={() => setUnknownCard(null)}
      />
    </>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}

type Control = ReturnType<typeof useDialogForm<FuelTransactionFormInput, FuelTransactionInput>>['form']['control'];

/** The catalogue's codes with their names, and Other revealing a name box (spec 2 section 2). */
function ItemField({
  control,
  codes,
  names,
}: {
  control: Control;
  codes: string[];
  names: { item_code: string; item_name: string }[];
}) {
  const { field, fieldState } = useController({ control, name: 'purchased_item' });
  const value = field.value ?? '';
  const options = codes.includes(value) || !value || value === OTHER_ITEM ? codes : [value, ...codes];
  return (
    <TextField
      select
      size="small"
      label="Purchased item"
      required
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {options.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
          {names.find((n) => n.item_code === code) ? ` – ${names.find((n) => n.item_code === code)?.item_name}` : ''}
        </MenuItem>
      ))}
      <MenuItem value={OTHER_ITEM}>Other</MenuItem>
    </TextField>
  );
}
