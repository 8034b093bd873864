/** The one kit invoices and driver statements are drawn with: Inter, Letter pages, tables and cells. */
export * as cells from './cells';
export { embedInter, Face, type Fonts } from './fonts';
export * from './page';
export { type Column, drawTable } from './table';
