import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import type { CardCipher } from './card-cipher';
import * as repo from './fuel-cards.repo';

/**
 * Re-seals every card sealed with an older key under the current one, 500 cards per transaction
 * (decision 0080). Safe to run while the API serves: locked rows are skipped and picked up by
 * the next pass. Answers how many cards were re-sealed.
 */
export async function rotateCardKeys(db: AppDb, cipher: CardCipher): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await withSystem(db, async (tx) => {
      const rows = await repo.cardsSealedWithOtherKey(tx, cipher.currentKeyId, 500);
      for (const r of rows) {
        const digits = cipher.open(r.company_id, { encrypted: r.card_number_encrypted, keyId: r.card_key_id });
        await repo.resealCard(tx, r.id, cipher.seal(r.company_id, digits));
      }
      return rows.length;
    });
    total += done;
    if (done === 0) return total;
  }
}
