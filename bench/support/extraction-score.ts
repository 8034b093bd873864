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

/** A labelled document in the samples' shape (labels/*.json), or a synthetic one built the same way. */
export type Labelled = {
  file: string;
  basic_info: Record<string, unknown>;
  events: Record<string, unknown>[];
  rate_cargo: Record<string, unknown>;
};

/** What the extractor answered, as far as scoring reads it. */
export type Reading = {
  basic_info: Record<string, unknown>;
  events: Record<string, unknown>[];
  rate_cargo: Record<string, unknown>;
  confidence?: Record<string, number>;
};

export type ScoredField = FieldScore & { file: string; confidence: number | undefined };

/** Every labelled field of one document against the reading, with the confidence the reading gave it. */
export function scoreReading(label: Labelled, got: Reading): ScoredField[] {
  const scored: ScoredField[] = [];
  const add = (path: string, expected: unknown, value: unknown) =>
    scored.push({ file: label.file, confidence: got.confidence?.[path], ...compareField(path, expected, value) });
  for (const [field, expected] of Object.entries(label.basic_info))
    add(`basic_info.${field}`, expected, got.basic_info[field]);
  label.events.forEach((event, i) => {
    for (const [field, expected] of Object.entries(event))
      add(`events.${i}.${field}`, expected, got.events[i]?.[field]);
  });
  for (const [field, expected] of Object.entries(label.rate_cargo))
    add(`rate_cargo.${field}`, expected, got.rate_cargo[field]);
  return scored;
}
