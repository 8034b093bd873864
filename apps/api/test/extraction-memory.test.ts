import type { ExtractionResult } from '@tms/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { tally } from '../../../bench/support/extraction-report';
import { type ScoredField, scoreReading } from '../../../bench/support/extraction-score';
import { labelAnswer } from '../../../bench/support/label-answer';
import { blankEvent } from '../src/modules/extraction/blank-event';
import { extractWithText } from '../src/modules/extraction/extract-document';
import type { TextDoc } from '../src/modules/extraction/layout';
import {
  applyLayoutMemory,
  brokerKey,
  type ConfirmedAnswer,
  type LayoutMemory,
  learnLayout,
  matchBrokerKey,
} from '../src/modules/extraction/memory/layout-memory';
import { closeOcr } from '../src/modules/extraction/ocr';
import { generateRatecon, RATECON_LAYOUTS } from './support/ratecons/generate';

/**
 * The layout memory: learn where a confirmed document printed its values, read the next document
 * of the same template there. The synthetic floor sits under the figure measured when it was set
 * (see bench/README.md).
 */
const FLOOR = 0.98;
const TODAY = new Date('2026-06-15T12:00:00Z');

afterAll(() => closeOcr());

/** A document from rows of [x, text] cells, one row a line, 12 units apart. */
function docOf(rows: [number, string][][]): TextDoc {
  return {
    pageCount: 1,
    lines: rows.map((cells, index) => {
      const top = 40 + index * 12;
      const segments = cells.map(([x0, text]) => ({
        text,
        x0,
        x1: x0 + text.length * 5,
        top,
        bottom: top + 9,
        page: 0,
        words: [],
      }));
      return { index, page: 0, top, bottom: top + 9, segments, text: segments.map((s) => s.text).join('  ') };
    }),
  };
}

type Sheet = { load: string; total: string; pickup: string; city: string; zip: string; facility: string };

function sheet(v: Sheet): TextDoc {
  return docOf([
    [[40, 'RATE CONFIRMATION']],
    [
      [40, `Load Number: ${v.load}`],
      [300, 'Total Pay:'],
      [380, v.total],
    ],
    [[40, 'Shipper']],
    [[40, v.facility]],
    [[40, `12 Main St, ${v.city}, IL ${v.zip}`]],
    [[40, `Date: ${v.pickup}`]],
  ]);
}

function emptyResult(): ExtractionResult {
  return {
    basic_info: {
      load_number: null,
      broker_name: null,
      broker_mc_number: null,
      broker_email: null,
      broker_phone: null,
      other_reference_numbers: [],
      carrier_name: null,
    },
    events: [blankEvent(1, 'pickup')],
    rate_cargo: {
      rate_booked: null,
      linehaul: null,
      accessorials: [],
      loaded_miles: null,
      commodity: null,
      weight_lbs: null,
      pieces: null,
      hazmat: null,
      equipment: null,
    },
    confidence: {},
    warnings: [],
    engine: { name: 'offline', provider: null, pages: 1, ocr_pages: 0, ms: 1 },
  };
}

function confirmedOf(v: { load: string; total: string; date: string; city: string; zip: string; facility: string }) {
  const r = emptyResult();
  const answer: ConfirmedAnswer = {
    basic_info: { ...r.basic_info, load_number: v.load },
    rate_cargo: { ...r.rate_cargo, rate_booked: v.total },
    events: [
      {
        ...blankEvent(1, 'pickup'),
        event_date: v.date,
        facility_name: v.facility,
        location_city: v.city,
        location_state: 'IL',
        location_postal_code: v.zip,
      },
    ],
  };
  return answer;
}

describe('layout memory on a hand-built document', () => {
  const first = sheet({
    load: 'AB12345',
    total: '$1,750.00',
    pickup: '03/04/2026',
    city: 'Springfield',
    zip: '62701',
    facility: 'Acme Cold Storage',
  });
  const memory = learnLayout(
    first,
    confirmedOf({
      load: 'AB12345',
      total: '1750.00',
      date: '2026-03-04',
      city: 'Springfield',
      zip: '62701',
      facility: 'Acme Cold Storage',
    }),
    null,
  );

  it('reads the next document where the first one printed each value', () => {
    const next = sheet({
      load: 'ZX98765',
      total: '2,100',
      pickup: 'Apr 9, 2026',
      city: 'Peoria',
      zip: '61602',
      facility: 'Prairie Grain Elevator',
    });
    const read = applyLayoutMemory(next, emptyResult(), memory);
    expect(read.basic_info.load_number).toBe('ZX98765');
    expect(read.rate_cargo.rate_booked).toBe('2100.00');
    expect(read.events[0]).toMatchObject({
      event_date: '2026-04-09',
      facility_name: 'Prairie Grain Elevator',
      location_city: 'Peoria',
      location_state: 'IL',
      location_postal_code: '61602',
    });
    expect(read.confidence['basic_info.load_number']).toBe(0.99);
    expect(read.confidence['events.0.location_city']).toBe(0.99);
  });

  it('keeps the generic reading where the anchors are missing, and never throws', () => {
    const generic = emptyResult();
    generic.basic_info.load_number = 'KEEP1';
    const elsewhere = docOf([[[40, 'INVOICE']], [[40, 'Nothing here but words']]]);
    expect(applyLayoutMemory(elsewhere, generic, memory)).toEqual(generic);
    expect(applyLayoutMemory({ lines: [], pageCount: 0 }, generic, memory)).toEqual(generic);
    const broken = { version: 1, documents: 1, fields: { 'basic_info.load_number': { shape: 'nope' } } };
    expect(applyLayoutMemory(first, generic, broken as unknown as LayoutMemory)).toEqual(generic);
    expect(applyLayoutMemory(first, generic, null as unknown as LayoutMemory)).toEqual(generic);
  });

  it('merges over the previous memory, newer anchors winning, and stays small', () => {
    const again = learnLayout(first, confirmedOf({ ...emptyValues(), load: 'AB12345' }), memory);
    expect(again.documents).toBe(2);
    expect(again.fields['events.0.location_city']).toEqual(memory.fields['events.0.location_city']);
    let grown: LayoutMemory | null = null;
    for (let i = 0; i < 30; i++) {
      const many = emptyResult();
      const refs = Array.from({ length: 10 }, (_, k) => `R${i}${k}0000`);
      many.basic_info.other_reference_numbers = refs;
      const doc = docOf(refs.map((r, k) => [[40, `Ref ${k + i}: ${r}`]]));
      grown = learnLayout(doc, { ...many, events: [] }, grown);
    }
    expect(JSON.stringify(grown).length).toBeLessThan(16_000);
    expect(Object.keys(grown?.fields ?? {}).length).toBeLessThanOrEqual(100);
  });
});

function emptyValues() {
  return { load: '', total: '', date: '', city: '', zip: '', facility: '' };
}

describe('broker keys', () => {
  it('prefers the MC number, else a normalised name', () => {
    expect(brokerKey({ broker_mc_number: 'MC# 012345', broker_name: 'Acme' })).toBe('mc:012345');
    expect(brokerKey({ broker_mc_number: null, broker_name: 'Acme Logistics, Inc.' })).toBe('name:acme logistics');
    expect(brokerKey({ broker_mc_number: '', broker_name: '  ACME   LOGISTICS LLC ' })).toBe('name:acme logistics');
    expect(brokerKey({ broker_mc_number: null, broker_name: 'Prairie Freight L.L.C.' })).toBe('name:prairie freight');
    expect(brokerKey({ broker_mc_number: null, broker_name: 'Blue Line Transport Corp' })).toBe(
      'name:blue line transport',
    );
    expect(brokerKey({ broker_mc_number: null, broker_name: null })).toBeNull();
  });

  it('matches a document to a known broker by its own key, an MC in the text, or a name in the text', () => {
    const doc = docOf([[[40, 'ACME LOGISTICS, INC.']], [[40, 'MC# 765432 DOT 1234567']]]);
    const result = emptyResult();
    const known = ['mc:765432', 'name:acme logistics', 'name:other freight'];
    expect(
      matchBrokerKey(doc, { ...result, basic_info: { ...result.basic_info, broker_mc_number: '765432' } }, known),
    ).toBe('mc:765432');
    expect(matchBrokerKey(doc, result, known)).toBe('mc:765432');
    expect(matchBrokerKey(doc, result, ['name:acme logistics', 'name:other freight'])).toBe('name:acme logistics');
    expect(matchBrokerKey(doc, result, ['mc:76543', 'name:acme'])).toBe('name:acme');
    expect(matchBrokerKey(doc, result, ['mc:111111', 'name:other freight'])).toBeNull();
  });
});

describe('layout memory on synthetic rate confirmations', () => {
  it(`reads at least ${FLOOR * 100}% of the fields of a second document after learning the first, per layout`, async () => {
    const before: ScoredField[] = [];
    const after: ScoredField[] = [];
    const rows: string[] = [];
    for (const layout of RATECON_LAYOUTS) {
      // Two documents of one template (a broker's), with different values.
      const first = await generateRatecon(layout, 1);
      const second = await generateRatecon(layout, 2, undefined, 1);
      const learned = await extractWithText(first.pdf, { today: TODAY });
      const memory = learnLayout(learned.doc, labelAnswer(first.label), null);
      expect(JSON.stringify(memory).length).toBeLessThan(16_000);
      const next = await extractWithText(second.pdf, { today: TODAY });
      const generic = scoreReading(second.label, next.result);
      const remembered = scoreReading(second.label, applyLayoutMemory(next.doc, next.result, memory));
      before.push(...generic);
      after.push(...remembered);
      rows.push(`${layout.name.padEnd(28)} ${tally(generic).text.padEnd(16)} ${tally(remembered).text}`);
    }
    const [without, withMemory] = [tally(before), tally(after)];
    console.log(`Second document per layout, without / with memory:\n${rows.join('\n')}`);
    console.log(`overall ${without.text} / ${withMemory.text}`);
    expect(withMemory.ok / withMemory.all).toBeGreaterThanOrEqual(FLOOR);
    expect(withMemory.ok).toBeGreaterThanOrEqual(without.ok);
  });
});
