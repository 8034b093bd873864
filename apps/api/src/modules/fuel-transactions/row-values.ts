/** A numeric field of a file row, with the range a stored transaction keeps (spec 2). */
export type NumberField = { label: string; min: string; max: string };

/** "Quantity must be between 0.01 and 100000". */
export const rangeText = (f: NumberField) => `${f.label} must be between ${f.min} and ${f.max}`;

const NUMBER = /^\d*\.?\d+$|^\d+\.$/;
/** A credit or refund as providers write it: "-10", "-$10", "(39.99)" or "10-" (dollar signs already gone). */
const NEGATIVE = /^-(.+)$|^\((.+)\)$|^(.+)-$/;

/**
 * Exact decimal text from a provider's cell: "$1,234.5 " -> "1234.5"; null when empty. A negative
 * amount (a credit line) is refused as such, with the field's range when it is given.
 */
export function decimalText(raw: string, field?: NumberField): string | null | Error {
  const v = raw.replace(/[$,\s]/g, '');
  if (v === '') return null;
  if (NUMBER.test(v)) return v.endsWith('.') ? v.slice(0, -1) : v.startsWith('.') ? `0${v}` : v;
  const shown = `"${raw.trim().slice(0, 20)}"`;
  const negative = NEGATIVE.exec(v);
  if (negative && NUMBER.test(negative[1] ?? negative[2] ?? negative[3] ?? ''))
    return new Error(
      `${shown} is negative: credits and negative amounts are not imported${field ? ` (${rangeText(field)})` : ''}`,
    );
  return new Error(`${shown} is not a number`);
}

/** A date from the shapes providers write: ISO, M/D/YYYY, M/D/YY (with a time after it) or an Excel serial. */
export function isoDate(raw: string): string | Error {
  const v = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(v);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(\s|$)/.exec(v);
  if (!iso && !us && /^\d{5}(\.\d+)?$/.test(v)) {
    const ms = Date.UTC(1899, 11, 30) + Math.floor(Number(v)) * 86_400_000;
    return new Date(ms).toISOString().slice(0, 10);
  }
  if (!iso && !us) return new Error(`"${v.slice(0, 20)}" is not a date`);
  const year = Number(iso ? iso[1] : us![3]);
  const y = year < 100 ? 2000 + year : year;
  const m = Number(iso ? iso[2] : us![1]);
  const d = Number(iso ? iso[3] : us![2]);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000 || y > 2100)
    return new Error(`"${v.slice(0, 20)}" is not a date`);
  return date.toISOString().slice(0, 10);
}
