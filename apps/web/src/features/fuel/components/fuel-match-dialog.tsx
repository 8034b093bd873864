import Typography from '@mui/material/Typography';
import { type FuelTransaction, fuelManualMatch } from '@tms/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormIdPicker, type IdOption } from '../../../components/form/form-id-picker';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useAvailableFuelCards } from '../api/available-fuel-cards';
import { useFleetOptions } from '../api/fleet-options';
import { useMatchFuelTransaction } from '../api/save-fuel-transaction';
import { cardLabel } from './fuel-format';
import { transactionName } from './fuel-transaction-columns';

/** The pickers' options while their list loads. */
const NO_OPTIONS: IdOption[] = [];

type MatchInput = z.input<typeof fuelManualMatch>;
type MatchOutput = z.output<typeof fuelManualMatch>;

interface FuelMatchDialogProps {
  open: boolean;
  transaction: FuelTransaction | null;
  onClose: () => void;
}

/** Links a transaction the import could not place to its card, truck and driver by hand. */
export function FuelMatchDialog({ open, transaction, onClose }: FuelMatchDialogProps) {
  const notify = useNotify();
  const match = useMatchFuelTransaction();
  const cards = useAvailableFuelCards(open);
  const cardOptions = useMemo(
    () => (cards.data ?? []).map((c): IdOption => ({ id: c.id, label: `${c.card_provider} ${c.card_number}` })),
    [cards.data],
  );
  const { drivers, trucks } = useFleetOptions(open);
  const dialog = useDialogForm<MatchInput, MatchOutput>({
    schema: fuelManualMatch,
    open,
    record: transaction,
    values: () => ({
      fuel_card_id: transaction?.fuel_card_id ?? null,
      truck_id: transaction?.truck_id ?? null,
      driver_id: transaction?.driver_id ?? null,
    }),
    failureText: 'Failed to match transaction',
    onSubmit: async (body) => {
      if (!transaction) return;
      await match.mutateAsync({ id: transaction.id, body });
      notify('Transaction matched', 'success');
      onClose();
    },
  });
  const { control, setValue } = dialog.form;
  // A card held by a driver and kept for a truck places the purchase with them (decision 81).
  const pickCard = (id: number | null) => {
    const card = cards.data?.find((c) => c.id === id);
    if (card?.truck) setValue('truck_id', card.truck.id, { shouldDirty: true, shouldValidate: true });
    if (card?.driver) setValue('driver_id', card.driver.id, { shouldDirty: true, shouldValidate: true });
  };
  const truckId = useWatch({ control, name: 'truck_id' });
  const driverId = useWatch({ control, name: 'driver_id' });
  const truckLabel =
    cards.data?.find((c) => c.truck && c.truck.id === truckId)?.truck?.unit_number ??
    (transaction?.truck?.id === truckId ? transaction?.truck?.unit_number : null);
  const driverLabel =
    cards.data?.find((c) => c.driver && c.driver.id === driverId)?.driver?.name ??
    (transaction?.driver?.id === driverId ? transaction?.driver?.name : null);
  const seen = transaction
    ? [
        cardLabel(transaction) && `card ${cardLabel(transaction)}`,
        transaction.truck_unit_number && `truck ${transaction.truck_unit_number}`,
      ].filter(Boolean)
    : [];
  return (
    <FormDialog
      open={open}
      title="Match Transaction"
      submitLabel="Save match"
      dialog={dialog}
      onClose={onClose}
      intro={
        transaction && (
          <Typography variant="body2" color="text.secondary">
            {transactionName(transaction)}
            {seen.length > 0 ? ` — the provider's file names ${seen.join(' and ')}.` : '.'}
          </Typography>
        )
      }
    >
      <FormIdPicker
        control={control}
        name="fuel_card_id"
        label="Fuel card"
        options={cardOptions}
        loading={cards.isLoading}
        currentLabel={transaction?.card_number_last4 ? `•••• ${transaction.card_number_last4}` : null}
        onPick={pickCard}
      />
      <FormIdPicker
        control={control}
        name="truck_id"
        label="Truck"
        options={trucks.data ?? NO_OPTIONS}
        loading={trucks.isLoading}
        currentLabel={truckLabel}
      />
      <FormIdPicker
        control={control}
        name="driver_id"
        label="Driver"
        options={drivers.data ?? NO_OPTIONS}
        loading={drivers.isLoading}
        currentLabel={driverLabel}
      />
    </FormDialog>
  );
}
