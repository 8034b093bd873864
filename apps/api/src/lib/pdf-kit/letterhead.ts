import { ACCENT, MARGIN as M, MUTED, RIGHT, type Sheet } from './page';

/** What a document's letterhead prints of the company. */
export type LetterheadCompany = {
  name: string;
  address: string | null;
  phone_number: string | null;
  mc_number: string | null;
  dot_number: string | null;
};

/** A company read inside its own transaction is there; this only keeps the types whole. */
export const NO_COMPANY: LetterheadCompany = {
  name: '',
  address: null,
  phone_number: null,
  mc_number: null,
  dot_number: null,
};

/**
 * The company on the left (name, address, phone and authority), the document's title and what
 * tells it apart (its day, its number) on the right; answers the y below both.
 */
export function drawLetterhead(w: Sheet, company: LetterheadCompany, title: string, subtitle: string) {
  const f = w.f;
  const top = w.y;
  let left = w.block(company.name, M, top - 6, 300, { font: f.bold, size: 13, leading: 16 });
  if (company.address) left = w.block(company.address, M, left - 1, 280, { color: MUTED, size: 9 });
  const contact = [
    company.phone_number && `Phone ${company.phone_number}`,
    company.mc_number && `MC ${company.mc_number}`,
    company.dot_number && `USDOT ${company.dot_number}`,
  ]
    .filter(Boolean)
    .join('   ');
  if (contact) left = w.block(contact, M, left, 280, { color: MUTED, size: 9 });
  w.right(title, RIGHT, top - 12, { font: f.bold, size: 18, color: ACCENT });
  w.right(subtitle, RIGHT, top - 32, { font: f.semibold, size: 9.5 });
  return Math.min(left, top - 40) - 12;
}
