import { EXTRACTION_MESSAGES } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../../bench/support/extraction-report';
import { scoreReading } from '../../../bench/support/extraction-score';
import { labelAnswer } from '../../../bench/support/label-answer';
import { brokerLayoutMemories, customers, rateConfirmationExtractions } from '../src/db/schema';
import { brokerKey } from '../src/modules/extraction/memory/layout-memory';
import { closeOcr } from '../src/modules/extraction/ocr';
import { buildSignedInCompany } from './support/factories';
import { basicInfo, useLoadWorld } from './support/loads';
import { multipartBody } from './support/multipart';
import { fieldProblem } from './support/problems';
import { generateRatecon, RATECON_LAYOUTS, type SyntheticRatecon } from './support/ratecons/generate';
import { useTestApp } from './support/test-app';

/**
 * Learning from confirmations (decision 0205): a reading is kept with an id; confirming its values,
 * directly or by saving the load made from it, teaches the broker's layout to the company that
 * confirmed it, and the next document from that broker is read with it.
 */
const t = useTestApp();
const w = useLoadWorld(t);
type Headers = Record<string, string>;

// Two documents from one broker's layout, with different loads on them.
let first: SyntheticRatecon;
let second: SyntheticRatecon;
beforeAll(async () => {
  const layout = RATECON_LAYOUTS[3]!;
  // Two loads from the same broker, on its template.
  [first, second] = await Promise.all([generateRatecon(layout, 11, 5, 11), generateRatecon(layout, 12, 5, 11)]);
});
afterAll(() => closeOcr());

async function read(headers: Headers, doc: SyntheticRatecon) {
  const body = multipartBody({}, { name: doc.file, type: 'application/pdf', data: Buffer.from(doc.pdf) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/extract-from-pdf',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const confirm = (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/extractions/${id}/confirm`, headers, payload: payload as never });

const share = (doc: SyntheticRatecon, answer: Parameters<typeof scoreReading>[1]) => {
  const s = tally(scoreReading(doc.label, answer));
  return s.ok / s.all;
};

describe('POST /api/extractions/{id}/confirm', () => {
  it("answers an id with each reading, and reads the broker's next document where the confirmed values stood", async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const before = await read(headers, second);
    const answer = await read(headers, first);
    expect(answer.extraction_id).toMatch(/^[0-9a-f-]{36}$/);

    const res = await confirm(headers, answer.extraction_id, labelAnswer(first.label));
    expect(res.statusCode, res.body).toBe(204);
    const [memory] = await t.db
      .select()
      .from(brokerLayoutMemories)
      .where(eq(brokerLayoutMemories.company_id, company.id));
    expect(memory?.broker_key).toBe(brokerKey(first.label.basic_info));
    const [reading] = await t.db
      .select({ confirmed: rateConfirmationExtractions.confirmed_at })
      .from(rateConfirmationExtractions)
      .where(eq(rateConfirmationExtractions.id, answer.extraction_id));
    expect(reading?.confirmed).not.toBeNull();

    const after = await read(headers, second);
    expect(after.basic_info.load_number).toBe(second.label.basic_info.load_number);
    // Read where the first document's number stood.
    expect(after.confidence['basic_info.load_number']).toBe(0.99);
    expect(share(second, after)).toBeGreaterThanOrEqual(0.98);
    expect(share(second, after)).toBeGreaterThanOrEqual(share(second, before));

    // Another company has learnt nothing from it.
    const other = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    expect((await read(other.headers, second)).confidence).toEqual(before.confidence);
  });

  it("answers 404 for another company's reading or an unknown one, and a detail for a malformed id", async () => {
    const a = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const b = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const answer = await read(a.headers, first);
    const foreign = await confirm(b.headers, answer.extraction_id, labelAnswer(first.label));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(EXTRACTION_MESSAGES.notFound);
    const unknown = await confirm(a.headers, '00000000-0000-4000-8000-000000000000', labelAnswer(first.label));
    expect(unknown.statusCode).toBe(404);
    const malformed = await confirm(a.headers, 'not-an-id', labelAnswer(first.label));
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.json().detail).toBeTruthy();
    const empty = await confirm(a.headers, answer.extraction_id, { basic_info: {} });
    expect(empty.statusCode).toBe(422);
    // Nothing was learnt by the other company, nor from the refused calls.
    const learnt = await t.db
      .select()
      .from(brokerLayoutMemories)
      .where(eq(brokerLayoutMemories.company_id, b.company.id));
    expect(learnt).toEqual([]);
  });

  it('asks for the broker when neither the confirmation nor the reading names one', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const answer = await read(headers, first);
    await t.db
      .update(rateConfirmationExtractions)
      .set({ broker_key: null })
      .where(eq(rateConfirmationExtractions.id, answer.extraction_id));
    const values = labelAnswer(first.label);
    const res = await confirm(headers, answer.extraction_id, {
      ...values,
      basic_info: { ...values.basic_info, broker_name: null, broker_mc_number: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'basic_info', 'broker_name'], msg: EXTRACTION_MESSAGES.brokerNeeded, type: 'value_error' },
    ]);
  });
});

describe('saving a load made from a reading', () => {
  it("teaches the broker's layout when the wizard's last step is saved", async () => {
    const label = first.label;
    const answer = await read(w.dispatcher.headers, first);
    const [broker] = await t.db
      .insert(customers)
      .values({
        company_id: w.company.id,
        name: label.basic_info.broker_name,
        mc_number: label.basic_info.broker_mc_number,
      })
      .returning();
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/loads/step-1',
      headers: w.dispatcher.headers,
      payload: basicInfo(w, {
        load_number: label.basic_info.load_number,
        broker_id: broker!.id,
        extraction_id: answer.extraction_id,
      }),
    });
    expect(step1.statusCode, step1.body).toBe(201);
    const id = step1.json().id;
    const events = label.events.map((e, i) => ({
      event_order: i + 1,
      event_type: e.event_type,
      event_date: e.event_date,
      location_street: e.location_street,
      location_city: e.location_city,
      location_state: e.location_state,
      location_postal_code: e.location_postal_code,
    }));
    const step2 = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${id}/step-2`,
      headers: w.dispatcher.headers,
      payload: { events },
    });
    expect(step2.statusCode, step2.body).toBe(200);
    const learnt = () =>
      t.db
        .select()
        .from(brokerLayoutMemories)
        .where(
          and(
            eq(brokerLayoutMemories.company_id, w.company.id),
            eq(brokerLayoutMemories.broker_key, brokerKey(label.basic_info)!),
          ),
        );
    expect(await learnt()).toEqual([]);
    const step3 = await t.app.inject({
      method: 'PUT',
      url: `/api/loads/${id}/step-3`,
      headers: w.dispatcher.headers,
      payload: { rate_booked: label.rate_cargo.rate_booked.toFixed(2), loaded_miles: label.rate_cargo.loaded_miles },
    });
    expect(step3.statusCode, step3.body).toBe(200);
    expect(await learnt()).toHaveLength(1);

    const next = await read(w.dispatcher.headers, second);
    expect(next.basic_info.load_number).toBe(second.label.basic_info.load_number);
    // The load holds fewer fields than the sheet (no facility names, broker contacts): those stay as read.
    expect(next.confidence['basic_info.load_number']).toBe(0.99);
    const untaught = await read((await buildSignedInCompany(t.app, t.db, 'DISPATCHER')).headers, second);
    expect(share(second, next)).toBeGreaterThanOrEqual(share(second, untaught));
  });

  it("refuses a reading of another company on the load's first step", async () => {
    const other = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const answer = await read(other.headers, first);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/step-1',
      headers: w.dispatcher.headers,
      payload: basicInfo(w, { extraction_id: answer.extraction_id }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(fieldProblem('extraction_id', EXTRACTION_MESSAGES.unknownReading));
  });
});
