import {
  cardDigits,
  FUEL_MESSAGES,
  type FuelCard,
  type fuelCardCreate,
  type fuelCardListQuery,
  type fuelCardUpdate,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { driverForUpdate } from '../drivers/drivers.service';
import { unitForUpdate } from '../equipment/equipment.service';
import type { CardCipher } from './card-cipher';
import * as repo from './fuel-cards.repo';

export type { CardCipher };

type NewCard = z.output<typeof fuelCardCreate>;
type CardChanges = z.output<typeof fuelCardUpdate>;
type ListQuery = z.output<typeof fuelCardListQuery>;

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Only the last 4 digits ever leave the server after creation. */
export const maskedCard = (last4: string) => `•••• ${last4}`;

const toCard = (r: repo.CardRow): FuelCard => ({
  id: r.card.id,
  card_number: maskedCard(r.card.card_number_last4),
  card_number_last4: r.card.card_number_last4,
  card_number_short: r.card.card_number_short,
  card_provider: r.card.card_provider,
  is_active: r.card.is_active,
  is_assigned: r.assignment_id !== null && (r.driver_id !== null || r.truck_id !== null),
  driver: r.driver_id !== null ? { id: r.driver_id, name: fullName(r.driver_first, r.driver_last) } : null,
  truck: r.truck_id !== null ? { id: r.truck_id, unit_number: r.truck_unit ?? '' } : null,
  created_at: r.card.created_at.toISOString(),
  updated_at: r.card.updated_at.toISOString(),
});

/** The 5-digit short number: given, else the last 5 digits when they make one (decision 0081). */
function shortOf(digits: string, given: number | null | undefined): number | null {
  if (given !== undefined) return given;
  const tail = Number(digits.slice(-5));
  return tail >= 10000 ? tail : null;
}

/** Cards of a company as matching reads them (the transactions area calls this). */
export function cardDirectory(tx: AppDb, companyId: number) {
  return repo.cardDirectory(tx, companyId);
}

/** Whether `id` is a card of the company, inside the caller's transaction. */
export async function cardExists(tx: AppDb, companyId: number, id: number) {
  return Boolean(await repo.lockCard(tx, { companyId, id }));
}

export function createFuelCardsService(deps: { db: AppDb; cipher: CardCipher }) {
  const { db, cipher } = deps;

  async function load(tx: AppDb, companyId: number, id: number) {
    const row = await repo.findCard(tx, { companyId, id });
    if (!row) throw notFound(FUEL_MESSAGES.cardNotFound);
    return toCard(row);
  }

  /** Opens a new assignment when the holder changes; the old one is kept as history. */
  async function assign(
    tx: AppDb,
    ctx: Ctx,
    companyId: number,
    card: { id: number; is_active: boolean },
    holder: { driver_id?: number | null; truck_id?: number | null },
  ) {
    if (holder.driver_id === undefined && holder.truck_id === undefined) return;
    const current = await repo.findCard(tx, { companyId, id: card.id });
    const next = {
      driver_id: holder.driver_id === undefined ? (current?.driver_id ?? null) : holder.driver_id,
      truck_id: holder.truck_id === undefined ? (current?.truck_id ?? null) : holder.truck_id,
    };
    if (next.driver_id === (current?.driver_id ?? null) && next.truck_id === (current?.truck_id ?? null)) return;
    if ((next.driver_id !== null || next.truck_id !== null) && !card.is_active)
      throw conflict(FUEL_MESSAGES.cardInactive);
    // A card goes to a driver and truck who can buy fuel: active, and a truck not sold.
    if (next.driver_id !== null && next.driver_id !== (current?.driver_id ?? null)) {
      const driver = await driverForUpdate(tx, companyId, next.driver_id);
      if (!driver) throw invalidField('driver_id', FUEL_MESSAGES.driverUnknown);
      if (!driver.is_active) throw invalidField('driver_id', FUEL_MESSAGES.driverInactive);
    }
    if (next.truck_id !== null && next.truck_id !== (current?.truck_id ?? null)) {
      const truck = await unitForUpdate(tx, 'truck', companyId, next.truck_id);
      if (!truck) throw invalidField('truck_id', FUEL_MESSAGES.truckUnknown);
      if (!truck.is_active || truck.status === 'sold') throw invalidField('truck_id', FUEL_MESSAGES.truckInactive);
    }
    await repo.closeAssignment(tx, { companyId, cardId: card.id });
    if (next.driver_id !== null || next.truck_id !== null)
      await repo.openAssignment(tx, { company_id: companyId, fuel_card_id: card.id, ...next, assigned_by: ctx.userId });
    await audit(tx, ctx, { action: 'assign', entity: 'fuel_card', entityId: card.id, detail: next });
  }

  return {
    list(ctx: Ctx, q: ListQuery) {
      const companyId = requireCompany(ctx);
      const filter: repo.CardFilter = {
        companyId,
        search: q.search || undefined,
        isActive: q.is_active,
        provider: q.card_provider || undefined,
        isAssigned: q.is_assigned,
      };
      return withTenant(db, companyId, (tx) =>
        paged(
          'fuel_cards',
          { rows: () => repo.listCards(tx, filter, q), total: () => repo.countCards(tx, filter) },
          toCard,
        ),
      );
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => load(tx, companyId, id));
    },

    available(ctx: Ctx, q: { limit: number }) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        fuel_cards: (await repo.listCards(tx, { companyId, isActive: true }, { skip: 0, limit: q.limit })).map(toCard),
      }));
    },

    stats(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const s = await repo.cardStats(tx, companyId);
        return {
          total: s.total,
          active: s.active,
          inactive: s.total - s.active,
          assigned: s.assigned,
          unassigned: s.total - s.assigned,
          by_provider: s.byProvider,
        };
      });
    },

    history(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await load(tx, companyId, id);
        const rows = await repo.assignmentHistory(tx, { companyId, cardId: id });
        return {
          assignments: rows.map((r) => ({
            id: r.id,
            driver: r.driver_id !== null ? { id: r.driver_id, name: fullName(r.driver_first, r.driver_last) } : null,
            truck: r.truck_id !== null ? { id: r.truck_id, unit_number: r.truck_unit ?? '' } : null,
            assigned_at: r.assigned_at.toISOString(),
            unassigned_at: r.unassigned_at?.toISOString() ?? null,
            assigned_by: r.by_first !== null ? fullName(r.by_first, r.by_last) : null,
          })),
        };
      });
    },

    create(ctx: Ctx, input: NewCard) {
      const companyId = requireCompany(ctx);
      const digits = cardDigits(input.card_number);
      return withTenant(db, companyId, async (tx) => {
        const hash = cipher.hash(companyId, digits);
        const sealed = cipher.seal(companyId, digits);
        const row = await repo.insertCard(tx, {
          company_id: companyId,
          card_number_encrypted: sealed.encrypted,
          card_key_id: sealed.keyId,
          card_number_hash: hash,
          card_number_last4: digits.slice(-4),
          card_number_short: shortOf(digits, input.card_number_short),
          card_provider: input.card_provider,
          is_active: input.is_active,
          created_by: ctx.userId,
        });
        // The unique index on the hash decides, so two concurrent saves of one number cannot both win.
        if (!row) throw conflict(FUEL_MESSAGES.cardTaken);
        const card = { id: row.id, is_active: input.is_active };
        await assign(tx, ctx, companyId, card, input);
        await audit(tx, ctx, {
          action: 'create',
          entity: 'fuel_card',
          entityId: row.id,
          detail: { last4: digits.slice(-4), provider: input.card_provider },
        });
        return load(tx, companyId, row.id);
      });
    },

    update(ctx: Ctx, id: number, input: CardChanges) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await repo.lockCard(tx, { companyId, id });
        if (!current) throw notFound(FUEL_MESSAGES.cardNotFound);
        const { driver_id, truck_id, ...changes } = input;
        await repo.updateCard(tx, { companyId, id }, changes);
        const isActive = changes.is_active ?? current.is_active;
        if (!isActive) await repo.closeAssignment(tx, { companyId, cardId: id });
        await assign(tx, ctx, companyId, { id, is_active: isActive }, { driver_id, truck_id });
        await audit(tx, ctx, {
          action: 'update',
          entity: 'fuel_card',
          entityId: id,
          detail: { fields: Object.keys(input) },
        });
        return load(tx, companyId, id);
      });
    },

    setActive(ctx: Ctx, id: number, active: boolean) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await repo.lockCard(tx, { companyId, id });
        if (!current) throw notFound(FUEL_MESSAGES.cardNotFound);
        await repo.updateCard(tx, { companyId, id }, { is_active: active });
        // An inactive card cannot stay assigned (spec 2 section 4).
        if (!active) await repo.closeAssignment(tx, { companyId, cardId: id });
        await audit(tx, ctx, { action: active ? 'activate' : 'deactivate', entity: 'fuel_card', entityId: id });
        return load(tx, companyId, id);
      });
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const current = await repo.lockCard(tx, { companyId, id });
        if (!current) throw notFound(FUEL_MESSAGES.cardNotFound);
        await repo.deleteCard(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'delete',
          entity: 'fuel_card',
          entityId: id,
          detail: { last4: current.card_number_last4 },
        });
      });
    },
  };
}

export type FuelCardsService = ReturnType<typeof createFuelCardsService>;
