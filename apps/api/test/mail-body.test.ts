import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { bodyDocument, bodyLines, describesLoad } from '../src/modules/load-inbox/mail-body';
import { HTML_TENDER } from './support/mail-tenders';

const TODAY = new Date('2026-06-01T12:00:00Z');

describe('a rate confirmation written in the body of an e-mail', () => {
  it('sets the HTML tables out in aligned columns, without links or images', () => {
    const lines = bodyLines({ text: null, html: HTML_TENDER });
    const header = lines.find((l) => l.includes('Facility')) ?? '';
    const pickup = lines.find((l) => l.includes('Lakeside Cannery')) ?? '';
    expect(pickup.indexOf('Lakeside')).toBe(header.indexOf('Facility'));
    expect(pickup.indexOf('06/15/2026')).toBe(header.indexOf('Date'));
    expect(lines.join('\n')).not.toMatch(/https?:|pixel/);
  });

  it('is taken for a load only when it tells a pay, a pickup and a delivery', () => {
    expect(describesLoad(bodyLines({ text: null, html: HTML_TENDER }))).toBe(true);
    expect(describesLoad(['Attached.'])).toBe(false);
    expect(describesLoad(['Invoice 118 for $1,200.00 is past due.'])).toBe(false);
    expect(describesLoad(['Pickup in Toledo, delivery in Denver, pay $900.'])).toBe(true);
  });

  it('becomes a PDF the reader reads like an attachment', async () => {
    const document = await bodyDocument({ text: null, html: HTML_TENDER }, 'Load tender TX-58213');
    expect(document).toMatchObject({ filename: 'Load tender TX-58213.pdf', contentType: 'application/pdf' });
    const reading = await extractDocument(new Uint8Array(document?.content ?? []), { today: TODAY });
    expect(reading.basic_info.load_number).toBe('TX-58213');
    expect(reading.basic_info.broker_mc_number).toContain('771245');
    expect(reading.rate_cargo.rate_booked).toBe('2450.00');
    expect(reading.rate_cargo.weight_lbs).toBe(38500);
    const stops = reading.events.map((e) => [
      e.event_type,
      e.facility_name,
      e.location_city,
      e.event_date,
      e.appointment_time_lower,
      e.appointment_time_higher,
    ]);
    expect(stops).toEqual([
      ['pickup', 'Lakeside Cannery', 'Toledo', '2026-06-15', '08:00', '14:00'],
      ['delivery', 'Summit Grocers DC', 'Denver', '2026-06-17', '07:00', '15:00'],
    ]);
  });

  it('reads a plain-text body, and draws characters Courier lacks as ?', async () => {
    const text =
      'Load: 99120\nPickup 06/20/2026 Akron, OH 44301\nDelivery 06/21/2026 Erie, PA 16501\nRate $1,150.00 — flat ✓';
    const document = await bodyDocument({ text, html: null }, '');
    expect(document?.filename).toBe('Message.pdf');
    const reading = await extractDocument(new Uint8Array(document?.content ?? []), { today: TODAY });
    expect(reading.rate_cargo.rate_booked).toBe('1150.00');
  });

  it('answers no document for a body that tells no load', async () => {
    expect(await bodyDocument({ text: 'Please find the rate confirmation attached.', html: null }, 'RC')).toBeNull();
    expect(await bodyDocument({ text: null, html: null }, 'RC')).toBeNull();
  });
});
