import { formatDay, makeStyle } from './formats';
import type { Layout } from './layout-kit';
import { BLOCK_LAYOUTS } from './layouts-blocks';
import { PANEL_LAYOUTS } from './layouts-panels';
import { TABLE_LAYOUTS } from './layouts-tables';
import { TEXT_LAYOUTS } from './layouts-text';
import { type Family, Sheet } from './pdf-writer';
import { Random } from './random';
import { makeBroker, makeCase, type RateconCase } from './ratecon-case';
import { labelOf, type RateconLabel } from './ratecon-label';

/**
 * Synthetic rate confirmations: invented values drawn with a seeded generator, printed by one of
 * the layouts below in a drawn font, size and wording, with the label known by construction.
 */
export const RATECON_LAYOUTS: Layout[] = [...BLOCK_LAYOUTS, ...TABLE_LAYOUTS, ...TEXT_LAYOUTS, ...PANEL_LAYOUTS];

export type SyntheticRatecon = { layout: string; file: string; pdf: Uint8Array; label: RateconLabel };

const FAMILIES: Family[] = ['helvetica', 'times', 'courier'];

const seeded = (layout: Layout, seed: number, salt: number) =>
  new Random(seed * 7919 + RATECON_LAYOUTS.indexOf(layout) + 1 + salt);

/**
 * One document of a layout; the same layout and seed always give the same bytes' content. Documents
 * given the same `brokerSeed` come from the same broker (its name, MC number and contacts). With
 * `templateSeed`, the wording, formats, font and layout choices are those of the document of that
 * seed (a broker's template) while the values are this seed's. A layout outside RATECON_LAYOUTS
 * passes its own `salt`, so that layouts outside the list still draw different cases.
 */
export async function generateRatecon(
  layout: Layout,
  seed: number,
  brokerSeed?: number,
  templateSeed?: number,
  salt = 0,
): Promise<SyntheticRatecon> {
  const values = seeded(layout, seed, salt);
  const c = makeCase(values);
  const rng = templateSeed === undefined ? values : seeded(layout, templateSeed, salt);
  // The template's generator draws its own case first, so it is where that document's drawing began.
  if (templateSeed !== undefined) makeCase(rng);
  if (brokerSeed !== undefined) c.broker = makeBroker(new Random(brokerSeed));
  return drawRatecon(layout, c, rng, seed);
}

/**
 * Case `c` printed by `layout` in a style, font and size drawn from `rng`, with the label known by
 * construction. Half the sheets carry a system footer: a page count and the time printed, which are
 * not stop times, and with `footerLoad` the load number under the style's load caption.
 */
export async function drawRatecon(
  layout: Layout,
  c: RateconCase,
  rng: Random,
  seed: number,
  footerLoad = true,
): Promise<SyntheticRatecon> {
  if (layout.stopPhones === false) for (const s of c.stops) s.phone = null;
  const style = makeStyle(rng);
  const family = layout.family ?? rng.pick(FAMILIES);
  const size = family === 'courier' ? rng.pick([8, 8.5, 9]) : rng.pick([8, 8.5, 9, 9.5, 10]);
  const sheet = await Sheet.create(family, size);
  layout.draw({ sheet, c, style, rng });
  if (rng.chance(0.5)) {
    const printed = `${formatDay(c.issued, 'us')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`;
    const load = footerLoad ? `    ${style.words.load} ${c.loadNumber}` : '';
    sheet.footer((page, of) => `Page ${page} of ${of}    Printed ${printed}${load}`);
  }
  const file = `synthetic-${layout.name}-${String(seed).padStart(3, '0')}.pdf`;
  return { layout: layout.name, file, pdf: await sheet.save(), label: labelOf(c, file, layout.name) };
}

/** `perLayout` documents of every layout (seeds 1..perLayout), layout by layout. */
export async function* generateRatecons(perLayout: number): AsyncGenerator<SyntheticRatecon> {
  for (const layout of RATECON_LAYOUTS)
    for (let seed = 1; seed <= perLayout; seed++) yield generateRatecon(layout, seed);
}
