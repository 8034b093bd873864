import type { FuelItemCategory } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { unitsForAssignment } from '../equipment/equipment.service';
import { type CardCipher, cardDirectory } from '../fuel-cards/fuel-cards.service';
import * as repo from './fuel-transactions.repo';
import { createMatcher } from './matching';

/** The category of a purchased item, by its code or name; unknown items are "other". */
export async function categories(tx: AppDb) {
  const rows = await repo.items(tx);
  const map = new Map<string, FuelItemCategory>();
  for (const r of rows) {
    map.set(r.item_code.toUpperCase(), r.category as FuelItemCategory);
    if (!map.has(r.item_name.toUpperCase())) map.set(r.item_name.toUpperCase(), r.category as FuelItemCategory);
  }
  return (item: string) => map.get(item.toUpperCase()) ?? 'other';
}

/** Links a transaction's card and unit to the company's fuel card, truck and driver. */
export async function matcherFor(tx: AppDb, companyId: number, cipher: CardCipher) {
  const [cards, trucks] = await Promise.all([
    cardDirectory(tx, companyId),
    unitsForAssignment(tx, 'truck', companyId, { include_assigned: true }),
  ]);
  return createMatcher(cards, trucks, (digits) => cipher.hash(companyId, digits));
}
