import {
  FUEL_MESSAGES,
  type fuelManualMatch,
  fuelOnStatementMessage,
  fuelRowsOnStatementMessage,
  type fuelTransactionCreate,
  type fuelTransactionUpdate,
  totalOf,
  totalProblem,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { driverExists } from '../drivers/drivers.service';
import { unitForUpdate } from '../equipment/equipment.service';
import { type CardCipher, cardExists } from '../fuel-cards/fuel-cards.service';
import { categories, matcherFor } from './fuel-lookups';
import { assertFreeToChange, changedFields, holdOf, lockedHold } from './fuel-statement-holds';
import * as repo from './fuel-transactions.repo';
import { loadTransaction } from './fuel-views';

type NewTx = z.output<typeof fuelTransactionCreate>;
type TxChanges = z.output<typeof fuelTransactionUpdate>;

/** Links given by hand must be the company's own. */
async function assertLinks(
  tx: AppDb,
  companyId: number,
  v: { fuel_card_id?: number | null; truck_id?: number | null; driver_id?: number | null },
) {
  if (v.fuel_card_id && !(await cardExists(tx, companyId, v.fuel_card_id)))
    throw badRequest(FUEL_MESSAGES.cardNotFound);
  if (v.truck_id && !(await unitForUpdate(tx, 'truck', companyId, v.truck_id))) throw badRequest('Truck not found');
  if (v.driver_id && !(await driverExists(tx, companyId, v.driver_id))) throw badRequest('Driver not found');
}

/** Transactions entered, corrected, matched or deleted by hand. */
export function createFuelEntry(deps: { db: AppDb; cipher: CardCipher }) {
  const { db, cipher } = deps;
  return {
    create(ctx: Ctx, input: NewTx) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertLinks(tx, companyId, input);
        const match = (await matcherFor(tx, companyId, cipher))({
          card: null,
          card_number_short: input.card_number_short ?? null,
          unit: input.truck_unit_number ?? null,
        });
        const item = input.purchased_item;
        const row = await repo.insertTransaction(tx, {
          company_id: companyId,
          source_type: 'manual',
          created_by: ctx.userId,
          card_number_short: input.card_number_short ?? null,
          fuel_card_id: input.fuel_card_id ?? match.fuel_card_id,
          truck_id: input.truck_id ?? match.truck_id,
          driver_id: input.driver_id ?? match.driver_id,
          transaction_date: input.transaction_date,
          transaction_reference: input.transaction_reference ?? null,
          truck_unit_number: input.truck_unit_number ?? null,
          odometer: input.odometer ?? null,
          location: input.location ?? null,
          location_city: input.location_city ?? null,
          location_state: input.location_state ?? null,
          location_country: input.location_country,
          purchased_item: item,
          item_category: (await categories(tx))(item),
          unit_quantity: input.unit_quantity,
          price_per_unit: input.price_per_unit,
          total_amount: totalOf(input.unit_quantity, input.price_per_unit),
          surcharge_amount: input.surcharge_amount ?? null,
        });
        await audit(tx, ctx, { action: 'create', entity: 'fuel_transaction', entityId: row.id });
        return loadTransaction(tx, companyId, row.id);
      });
    },

    update(ctx: Ctx, id: number, input: TxChanges) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertFreeToChange(tx, companyId, id, input);
        const current = await repo.findTransaction(tx, { companyId, id });
        if (!current) throw notFound(FUEL_MESSAGES.transactionNotFound);
        await assertLinks(tx, companyId, input);
        const quantity = input.unit_quantity ?? current.tx.unit_quantity;
        const price = input.price_per_unit ?? current.tx.price_per_unit;
        // The stored total stays unless quantity or price really changes: an imported row keeps the
        // file's (discounted) amount through a corrected reference, odometer or location.
        const repriced = changedFields(current.tx, { unit_quantity: quantity, price_per_unit: price }).length > 0;
        const problem = repriced ? totalProblem(quantity, price) : null;
        if (problem) throw invalidField('unit_quantity', problem);
        const item = input.purchased_item;
        await repo.updateTransaction(
          tx,
          { companyId, id },
          {
            ...input,
            ...(item ? { item_category: (await categories(tx))(item) } : {}),
            ...(repriced ? { total_amount: totalOf(quantity, price) } : {}),
          },
        );
        await audit(tx, ctx, {
          action: 'update',
          entity: 'fuel_transaction',
          entityId: id,
          detail: { fields: Object.keys(input) },
        });
        return loadTransaction(tx, companyId, id);
      });
    },

    match(ctx: Ctx, id: number, input: z.output<typeof fuelManualMatch>) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await assertFreeToChange(tx, companyId, id, input);
        await assertLinks(tx, companyId, input);
        await repo.updateTransaction(tx, { companyId, id }, input);
        await audit(tx, ctx, { action: 'match', entity: 'fuel_transaction', entityId: id, detail: input });
        return loadTransaction(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const hold = await lockedHold(tx, companyId, id);
        if (hold) throw conflict(fuelOnStatementMessage(hold));
        const n = await repo.deleteTransactions(tx, { companyId, ids: [id] });
        if (n === 0) throw notFound(FUEL_MESSAGES.transactionNotFound);
        await audit(tx, ctx, { action: 'delete', entity: 'fuel_transaction', entityId: id });
      });
    },

    bulkDelete(ctx: Ctx, ids: number[]) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const unique = [...new Set(ids)];
        const holds = await repo.statementHolds(tx, { companyId, ids: unique });
        if (holds.length > 0) throw conflict(fuelRowsOnStatementMessage(holds.map(holdOf), 'selection'));
        const deleted = await repo.deleteTransactions(tx, { companyId, ids: unique });
        await audit(tx, ctx, { action: 'bulk_delete', entity: 'fuel_transaction', detail: { count: deleted } });
        return { deleted };
      });
    },
  };
}
