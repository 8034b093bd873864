import { type AccountingLoad, fromCents, isFactorable, toCents } from '@tms/domain';
import { useState } from 'react';

/**
 * The invoices picked for factoring, kept across pages and filters by id with the row they were
 * picked from (for the count, the total and the confirmation). A row no longer factorable when
 * seen again (paid, submitted meanwhile) is dropped.
 */
export function useFactoringSelection(rows: readonly AccountingLoad[]) {
  const [picked, setPicked] = useState<ReadonlyMap<number, AccountingLoad>>(new Map());
  const stale = rows.filter((r) => picked.has(r.id) && !isFactorable(r));
  if (stale.length) {
    const next = new Map(picked);
    for (const r of stale) next.delete(r.id);
    setPicked(next);
  }
  const select = (ids: readonly number[], on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        if (on && row && isFactorable(row)) next.set(id, row);
        else if (!on) next.delete(id);
      }
      return next;
    });
  const loads = [...picked.values()];
  return {
    selected: new Set(picked.keys()) as ReadonlySet<number>,
    loads,
    total: fromCents(loads.reduce((sum, l) => sum + toCents(l.invoice_amount ?? l.billed_total ?? '0'), 0n)),
    select,
    clear: () => setPicked(new Map()),
  };
}
export type FactoringSelection = ReturnType<typeof useFactoringSelection>;
