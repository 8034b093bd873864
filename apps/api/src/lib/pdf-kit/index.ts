/** The one kit invoices and driver statements are drawn with: Inter, Letter pages, tables and cells. */
export * as cells from './cells';
export { embedInter, Face, type Fonts } from './fonts';
export { drawLetterhead, type LetterheadCompany, NO_COMPANY } from './letterhead';
export * from './page';
export { type Column, drawTable } from './table';
