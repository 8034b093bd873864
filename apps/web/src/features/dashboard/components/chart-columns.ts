import type { ReactNode } from 'react';
import type { CsvColumn } from '../csv';

type Figure = string | number | null | undefined;

export type ChartColumn<Row> = CsvColumn<Row> & {
  /** How the cell reads on screen; the CSV keeps the plain value. */
  display?: (row: Row) => ReactNode;
  align?: 'left' | 'right';
};

/** Builds a card's columns for its row type: `(col) => [col.label('Month', …), col.figure('Revenue', …, format)]`. */
export interface ChartColumns<Row> {
  /** A left-aligned column naming the row (month, dispatcher, broker). */
  label(header: string, value: (row: Row) => Figure): ChartColumn<Row>;
  /** A right-aligned figure; `format` is how it reads on screen, the CSV keeps the plain value. */
  figure<V extends Figure>(header: string, value: (row: Row) => V, format?: (v: V) => ReactNode): ChartColumn<Row>;
}

export function chartColumns<Row>(): ChartColumns<Row> {
  return {
    label: (header, value) => ({ header, value }),
    figure: (header, value, format) =>
      format
        ? { header, value, display: (row) => format(value(row)), align: 'right' }
        : { header, value, align: 'right' },
  };
}
