import { describe, expect, it } from 'vitest';
import {
  computeIftaReturn,
  fleetMpgHundredths,
  iftaRatesBody,
  quarterDays,
  quarterOf,
  taxableGallons,
  taxOn,
} from './ifta';

const line = (
  jurisdiction: string,
  miles: number,
  gallons: string,
  rate: string | null = '0.2000',
  surcharge = '0',
) => ({
  jurisdiction,
  miles,
  estimated_miles: 0,
  gallons,
  rate,
  surcharge_rate: surcharge,
});

describe('the IFTA arithmetic', () => {
  it('rounds MPG to two decimals, taxable gallons to the gallon and tax to the cent', () => {
    // 10,000 miles on 1,712 gallons: 5.841... rounds to 5.84.
    expect(fleetMpgHundredths(10_000n, 1_712n)).toBe(584n);
    expect(fleetMpgHundredths(10_000n, 0n)).toBeNull();
    // 2,500 miles / 5.84 = 428.08 gallons -> 428; half a gallon rounds up.
    expect(taxableGallons(2_500n, 584n)).toBe(428n);
    expect(taxableGallons(2_921n, 584n)).toBe(500n);
    // 147 gallons at $0.2575 = $37.8525 -> $37.85; a credit rounds the same way.
    expect(taxOn(147n, '0.2575')).toBe(3785n);
    expect(taxOn(-147n, '0.2575')).toBe(-3785n);
  });

  it('computes a return line by line, with credits, surcharges and places outside IFTA', () => {
    const r = computeIftaReturn([
      line('OK', 4_000.4, '500.000'),
      line('KS', 3_499.6, '900.500', '0.2600'),
      // A surcharge is due on every taxable gallon, with no credit for the fuel bought there.
      line('VA', 2_000, '300.000', '0.3170', '0.1490'),
      // DC is no member: its miles count towards the MPG but are not taxed.
      line('DC', 500, '0.000'),
    ]);
    // 10,000 miles on 1,701 whole gallons (900.5 rounds to 901): 5.879 -> 5.88 MPG.
    expect(r.fleet_mpg).toBe('5.88');
    expect(r.total_gallons).toBe('1701');
    const [ok, ks, va, dc] = r.lines;
    expect(ok).toMatchObject({
      total_miles: '4000',
      taxable_gallons: '680',
      net_taxable_gallons: '180',
      tax_due: '36.00',
    });
    // 3,500 / 5.88 = 595.24 -> 595; 595 - 901 = -306 gallons: a credit of 306 x 0.26.
    expect(ks).toMatchObject({
      total_miles: '3500',
      taxable_gallons: '595',
      net_taxable_gallons: '-306',
      tax_due: '-79.56',
    });
    // 2,000 / 5.88 = 340.14 -> 340; net 40 x 0.317 = 12.68; surcharge 340 x 0.149 = 50.66.
    expect(va).toMatchObject({
      tax_due: '12.68',
      surcharge_due: '50.66',
      total_due: '63.34',
      surcharge_rate: '0.1490',
    });
    expect(dc).toMatchObject({
      member: false,
      total_miles: '500',
      taxable_miles: '0',
      taxable_gallons: '0',
      tax_due: '0.00',
    });
    expect(r.totals).toMatchObject({
      total_miles: '10000',
      taxable_miles: '9500',
      tax_due: '-30.88',
      surcharge_due: '50.66',
      total_due: '19.78',
    });
  });

  it('tells where the miles come from, and has no MPG without fuel', () => {
    const r = computeIftaReturn([
      { ...line('TX', 800, '0.000'), estimated_miles: 800 },
      { ...line('LA', 300, '0.000'), estimated_miles: 100 },
      line('MS', 200, '0.000', null),
    ]);
    expect(r.fleet_mpg).toBeNull();
    expect(r.lines.map((l) => l.miles_source)).toEqual(['estimated', 'mixed', 'positions']);
    expect(r.lines.every((l) => l.taxable_gallons === '0')).toBe(true);
    expect(r.lines[2]!.tax_rate).toBe('0.0000');
  });

  it('knows the days of a quarter and the quarter of a day', () => {
    expect(quarterDays(2026, 4)).toEqual({ first: '2026-10-01', last: '2026-12-31' });
    expect(quarterDays(2024, 1)).toEqual({ first: '2024-01-01', last: '2024-03-31' });
    expect(quarterOf('2026-09-30')).toEqual({ year: 2026, quarter: 3 });
  });

  it('reads rates as postal codes with at most four decimals, each jurisdiction once', () => {
    expect(iftaRatesBody.parse({ rates: [{ jurisdiction: ' on ', rate: '0.4' }] }).rates[0]).toEqual({
      jurisdiction: 'ON',
      rate: '0.4',
      surcharge_rate: '0',
    });
    for (const rates of [[{ jurisdiction: 'DC', rate: '0.1' }], [{ jurisdiction: 'OK', rate: '0.12345' }], []])
      expect(iftaRatesBody.safeParse({ rates }).success).toBe(false);
  });
});
