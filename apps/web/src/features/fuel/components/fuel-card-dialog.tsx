import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  cardDigits,
  cardNumberField,
  cardNumberShort,
  FUEL_CARD_NUMBER_MAX,
  FUEL_CARD_PROVIDERS,
  type FuelCard,
  groupCardNumber,
} from '@tms/domain';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormIdPicker, type IdOption } from '../../../components/form/form-id-picker';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useFleetOptions } from '../api/fleet-options';
import { useSaveFuelCard } from '../api/save-fuel-card';

/** The pickers' options while their list loads. */
const NO_OPTIONS: IdOption[] = [];

const OTHER = 'Other';
const KNOWN = FUEL_CARD_PROVIDERS.filter((p) => p !== OTHER) as readonly string[];

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? 'Invalid value');

/**
 * The dialog's fields (provider list plus Other's custom name) checked with the domain's rules,
 * then turned into the API's body. The number is only given when adding: it cannot change.
 */
export function fuelCardForm(adding: boolean) {
  return z
    .object({
      card_number: z.string(),
      card_number_short: z.string(),
      provider: z.string(),
      custom_provider: z.string(),
      is_active: z.boolean(),
      driver_id: z.number().int().nullable(),
      truck_id: z.number().int().nullable(),
    })
    .superRefine((v, ctx) => {
      const problem = (path: string, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (adding) problem('card_number', firstMessage(cardNumberField.safeParse(v.card_number)));
      if (v.card_number_short.trim())
        problem('card_number_short', firstMessage(cardNumberShort.safeParse(v.card_number_short.trim())));
      if (!v.provider) problem('provider', 'Card provider is required');
      if (v.provider === OTHER) {
        const name = v.custom_provider.trim();
        problem(
          'custom_provider',
          !name ? 'Card provider is required' : name.length > 100 ? 'Provider name too long' : null,
        );
      }
    })
    .transform((v) => ({
      card_number: v.card_number,
      card_number_short: v.card_number_short.trim() ? Number(v.card_number_short.trim()) : null,
      card_provider: v.provider === OTHER ? v.custom_provider.trim() : v.provider,
      is_active: v.is_active,
      driver_id: v.driver_id,
      truck_id: v.truck_id,
    }));
}

type CardFormInput = z.input<ReturnType<typeof fuelCardForm>>;
type CardFormOutput = z.output<ReturnType<typeof fuelCardForm>>;

const valuesOf = (c: FuelCard | null): CardFormInput => {
  const known = c ? KNOWN.includes(c.card_provider) : true;
  return {
    card_number: '',
    card_number_short: c?.card_number_short ? String(c.card_number_short) : '',
    provider: c ? (known ? c.card_provider : OTHER) : '',
    custom_provider: c && !known ? c.card_provider : '',
    is_active: c?.is_active ?? true,
    driver_id: c?.driver?.id ?? null,
    truck_id: c?.truck?.id ?? null,
  };
};

interface FuelCardDialogProps {
  open: boolean;
  card: FuelCard | null;
  onClose: () => void;
}

export function FuelCardDialog({ open, card, onClose }: FuelCardDialogProps) {
  const notify = useNotify();
  const save = useSaveFuelCard();
  const { drivers, trucks } = useFleetOptions(open);
  const dialog = useDialogForm<CardFormInput, CardFormOutput>({
    schema: fuelCardForm(card === null),
    open,
    record: card,
    values: () => valuesOf(card),
    failureText: card ? 'Failed to update fuel card' : 'Failed to create fuel card',
    onSubmit: async ({ card_number, ...rest }) => {
      if (card) {
        // Activation has its own row actions; the form keeps the state as it is.
        const { is_active: _, ...changes } = rest;
        await save.mutateAsync({ id: card.id, body: changes });
        notify('Fuel card updated successfully', 'success');
      } else {
        // Without a short number the server takes the last 5 digits (decision 0081): leave it out.
        const { card_number_short, ...fields } = rest;
        const body =
          card_number_short === null ? { card_number, ...fields } : { card_number, card_number_short, ...fields };
        await save.mutateAsync({ id: null, body });
        notify('Fuel card created successfully', 'success');
      }
      onClose();
    },
  });
  const { control, watch } = dialog.form;
  const provider = watch('provider');

  return (
    <FormDialog
      open={open}
      title={card ? 'Edit Fuel Card' : 'Add Fuel Card'}
      submitLabel={card ? 'Update' : 'Create'}
      dialog={dialog}
      onClose={onClose}
    >
      {card ? (
        <TextField
          size="small"
          label="Card number"
          value={card.card_number}
          disabled
          helperText="A card's number cannot be changed; add the new card instead."
        />
      ) : (
        <CardNumberField control={control} />
      )}
      <FormTextField
        control={control}
        name="card_number_short"
        label="Short number"
        hint="5 digits, as the provider's reports show it; left empty, the card's last 5 digits are used unless they start with 0"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <ProviderField control={control} />
      {provider === OTHER && (
        <FormTextField control={control} name="custom_provider" label="Provider name" required autoFocus />
      )}
      <FormIdPicker
        control={control}
        name="driver_id"
        label="Driver"
        options={drivers.data ?? NO_OPTIONS}
        loading={drivers.isLoading}
        currentLabel={card?.driver?.name}
        hint="The driver who holds the card"
      />
      <FormIdPicker
        control={control}
        name="truck_id"
        label="Truck"
        options={trucks.data ?? NO_OPTIONS}
        loading={trucks.isLoading}
        currentLabel={card?.truck?.unit_number}
        hint="The truck the card is kept for"
      />
      {!card && <FormSwitch control={control} name="is_active" label="Active" />}
    </FormDialog>
  );
}

type CardControl = ReturnType<typeof useDialogForm<CardFormInput, CardFormOutput>>['form']['control'];

/** Digits only (anything else typed or pasted is dropped), the count out of 19 and a grouped preview. */
function CardNumberField({ control }: { control: CardControl }) {
  const { field, fieldState } = useController({ control, name: 'card_number' });
  const digits = field.value;
  return (
    <div>
      <TextField
        size="small"
        fullWidth
        label="Card number"
        required
        autoFocus
        name={field.name}
        value={digits}
        onChange={(e) => field.onChange(cardDigits(e.target.value).slice(0, FUEL_CARD_NUMBER_MAX))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? `${digits.length}/${FUEL_CARD_NUMBER_MAX} digits`}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      {digits && (
        <Typography
          variant="body2"
          aria-label="Card number preview"
          sx={{ mt: 0.75, ml: 1.75, fontFamily: 'monospace', letterSpacing: '0.08em', color: 'text.secondary' }}
        >
          {groupCardNumber(digits)}
        </Typography>
      )}
    </div>
  );
}

function ProviderField({ control }: { control: CardControl }) {
  const { field, fieldState } = useController({ control, name: 'provider' });
  return (
    <TextField
      select
      size="small"
      label="Card provider"
      required
      name={field.name}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {FUEL_CARD_PROVIDERS.map((p) => (
        <MenuItem key={p} value={p}>
          {p}
        </MenuItem>
      ))}
    </TextField>
  );
}
