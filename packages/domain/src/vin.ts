/**
 * Vehicle identification numbers (49 CFR 565): 17 characters of digits and capital letters but
 * I, O and Q, the ninth being a check digit computed from the others. `vinProblem` names what is
 * wrong so the form can say it; null means the VIN is valid.
 */

export const VIN_LENGTH = 17;
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]*$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const transliterate = (c: string) => (c >= '0' && c <= '9' ? Number(c) : (LETTER_VALUES[c] ?? 0));

/** The check digit ('0'-'9' or 'X') a VIN's other characters call for. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += transliterate(vin[i] ?? '0') * (WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** What is wrong with a VIN (upper-cased, trimmed), or null when it is valid. */
export function vinProblem(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return `VIN must be exactly 17 characters (this one has ${vin.length})`;
  if (/[IOQ]/.test(vin)) return 'VIN cannot contain the letters I, O or Q';
  if (!VIN_CHARACTERS.test(vin)) return 'VIN may contain only letters and digits';
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected) return `VIN check digit (9th character) should be ${expected}, not ${vin[8]}`;
  return null;
}

/** A VIN made valid by setting its check digit: used to build demo and test VINs. */
export function withVinCheckDigit(vin17: string): string {
  const v = vin17.toUpperCase();
  return `${v.slice(0, 8)}${vinCheckDigit(v)}${v.slice(9)}`;
}
