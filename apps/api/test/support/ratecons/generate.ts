import { formatDay, makeStyle } from './formats';
import type { Layout } from './layout-kit';
import { BLOCK_LAYOUTS } from './layouts-blocks';
import { PANEL_LAYOUTS } from './layouts-panels';
import { TABLE_LAYOUTS } from './layouts-tables';
import { TEXT_LAYOUTS } from './layouts-text';
import { type Family, Sheet } from './pdf-writer';
import { Random } from './random';
import { makeCase } from './ratecon-case';
import { labelOf, type RateconLabel } from './ratecon-label';

/**
 * Synthetic rate confirmations: invented values drawn with a seeded generator, printed by one of
 * the layouts below in a drawn font, size and wording, with the label known by construction.
 */
export const RATECON_LAYOUTS: Layout[] = [...BLOCK_LAYOUTS, ...TABLE_LAYOUTS, ...TEXT_LAYOUTS, ...PANEL_LAYOUTS];

export type SyntheticRatecon = { layout: string; file: string; pdf: Uint8Array; label: RateconLabel };

const FAMILIES: Family[] = ['helvetica', 'times', 'courier'];

/** One document of a layout; the same layout and seed always give the same bytes' content. */
export async function generateRatecon(layout: Layout, seed: number): Promise<SyntheticRatecon> {
  const rng = new Random(seed * 7919 + RATECON_LAYOUTS.indexOf(layout) + 1);
  const c = makeCase(rng);
  if (layout.stopPhones === false) for (const s of c.stops) s.phone = null;
  const style = makeStyle(rng);
  const family = layout.family ?? rng.pick(FAMILIES);
  const size = family === 'courier' ? rng.pick([8, 8.5, 9]) : rng.pick([8, 8.5, 9, 9.5, 10]);
  const sheet = await Sheet.create(family, size);
  layout.draw({ sheet, c, style, rng });
  // Half the sheets carry a system footer: a page count and the time printed, which are not stop times.
  if (rng.chance(0.5)) {
    const printed = `${formatDay(c.issued, 'us')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    sheet.footer((page, of) => `Page ${page} of ${of}    Printed ${printed}    ${style.words.load} ${c.loadNumber}`);
  }
  const file = `synthetic-${layout.name}-${String(seed).padStart(3, '0')}.pdf`;
  return { layout: layout.name, file, pdf: await sheet.save(), label: labelOf(c, file, layout.name) };
}

/** `perLayout` documents of every layout (seeds 1..perLayout), layout by layout. */
export async function* generateRatecons(perLayout: number): AsyncGenerator<SyntheticRatecon> {
  for (const layout of RATECON_LAYOUTS)
    for (let seed = 1; seed <= perLayout; seed++) yield generateRatecon(layout, seed);
}
