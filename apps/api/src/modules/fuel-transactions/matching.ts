type Card = {
  id: number;
  short: number | null;
  last4: string;
  hash: string;
  driver_id: number | null;
  truck_id: number | null;
};
type Truck = { id: number; unit_number: string; assigned_driver_id: number | null };

export type Match = {
  fuel_card_id: number | null;
  card_number_short: number | null;
  truck_id: number | null;
  truck_unit_number: string | null;
  driver_id: number | null;
};

const norm = (u: string) =>
  u
    .trim()
    .toLowerCase()
    .replace(/^0+(?=\d)/, '');

/**
 * Finds the card, truck and driver of a transaction from what the file says (decision 0081):
 * a full card number by its keyed hash, a 5-digit number by the card's short number, a masked
 * one by a unique last 4; the truck by unit number, also when the provider put a prefix before it
 * (EFS writes truck 685 as 9512685); the driver from the card's holder, else the truck's.
 */
export function createMatcher(cards: Card[], trucks: Truck[], hash: (digits: string) => string) {
  const byHash = new Map(cards.map((c) => [c.hash, c]));
  const byShort = new Map<number, Card[]>();
  const byLast4 = new Map<string, Card[]>();
  for (const c of cards) {
    if (c.short !== null) byShort.set(c.short, [...(byShort.get(c.short) ?? []), c]);
    byLast4.set(c.last4, [...(byLast4.get(c.last4) ?? []), c]);
  }
  const byUnit = new Map(trucks.map((t) => [norm(t.unit_number), t]));
  const truckById = new Map(trucks.map((t) => [t.id, t]));
  // Longest unit numbers first, so "1685" wins over "685" as the suffix of "9511685"; normalised once.
  const bySuffix = trucks
    .map((t) => ({ truck: t, unit: norm(t.unit_number) }))
    .sort((a, b) => b.unit.length - a.unit.length);
  /** Units already looked up (a file repeats its trucks on every row). */
  const seenUnits = new Map<string, Truck | undefined>();

  function card(raw: string | null, short: number | null): Card | undefined {
    const digits = raw?.replace(/\D/g, '') ?? '';
    if (digits.length >= 13) return byHash.get(hash(digits));
    const s = short ?? (digits.length === 5 ? Number(digits) : null);
    if (s !== null) {
      const found = byShort.get(s);
      if (found?.length === 1) return found[0];
    }
    if (digits.length >= 4) {
      const found = byLast4.get(digits.slice(-4));
      if (found?.length === 1) return found[0];
    }
    return undefined;
  }

  function truck(unit: string | null): Truck | undefined {
    if (!unit?.trim()) return undefined;
    if (seenUnits.has(unit)) return seenUnits.get(unit);
    const found = lookUpTruck(unit);
    if (seenUnits.size < 10_000) seenUnits.set(unit, found);
    return found;
  }

  function lookUpTruck(unit: string): Truck | undefined {
    const n = norm(unit);
    const exact = byUnit.get(n);
    if (exact) return exact;
    const candidates = bySuffix.filter(
      ({ unit: u }) =>
        u.length >= 2 && n.length > u.length && n.endsWith(u) && /^\d+$/.test(n.slice(0, n.length - u.length)),
    );
    if (candidates.length === 0) return undefined;
    const longest = candidates[0]!.unit.length;
    const best = candidates.filter((c) => c.unit.length === longest);
    return best.length === 1 ? best[0]!.truck : undefined;
  }

  return (input: { card: string | null; card_number_short: number | null; unit: string | null }): Match => {
    const c = card(input.card, input.card_number_short);
    const digits = input.card?.replace(/\D/g, '') ?? '';
    const short = c?.short ?? input.card_number_short ?? (digits.length === 5 ? Number(digits) : null);
    const t = truck(input.unit) ?? (c?.truck_id != null ? truckById.get(c.truck_id) : undefined);
    return {
      fuel_card_id: c?.id ?? null,
      card_number_short: short !== null && short >= 10000 && short <= 99999 ? short : null,
      truck_id: t?.id ?? c?.truck_id ?? null,
      truck_unit_number: input.unit?.trim() || t?.unit_number || null,
      driver_id: c?.driver_id ?? t?.assigned_driver_id ?? null,
    };
  };
}

export type Matcher = ReturnType<typeof createMatcher>;
