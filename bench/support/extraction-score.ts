/** Normalised comparison of one extracted field with its label (case, spacing, punctuation, money, dates). */

export type FieldScore = { field: string; expected: unknown; got: unknown; ok: boolean };

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const text = (v: unknown) =>
  String(v)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function phoneDigits(v: unknown) {
  const raw = String(v).trim();
  const digits = raw.replace(/\D/g, '');
  return /^\+?1[\s.(-]/.test(raw) ? digits.slice(1) : digits;
}

function same(field: string, expected: unknown, got: unknown): boolean {
  if (blank(expected)) return blank(got);
  if (blank(got)) return false;
  if (typeof expected === 'number') return Math.abs(Number(got) - expected) < 0.005;
  if (typeof expected === 'boolean') return got === expected;
  if (Array.isArray(expected)) {
    if (!Array.isArray(got)) return false;
    const a = new Set(expected.map(text));
    const b = new Set(got.map(text));
    return a.size === b.size && [...a].every((x) => b.has(x));
  }
  if (/phone/.test(field)) return phoneDigits(expected) === phoneDigits(got);
  if (/_date$/.test(field) || /time_/.test(field)) return String(expected) === String(got);
  return text(expected) === text(got);
}

export function compareField(field: string, expected: unknown, got: unknown): FieldScore {
  return { field, expected, got: got ?? null, ok: same(field, expected, got) };
}
