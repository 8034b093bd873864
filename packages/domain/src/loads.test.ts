import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, normalizeDecimal, toCents } from './loads';

describe('exact decimal amounts', () => {
  it('reads negative amounts with their sign on the cents too', () => {
    expect(toCents('-5.25')).toBe(-525n);
    expect(toCents('-0.50')).toBe(-50n);
    expect(toCents('-7')).toBe(-700n);
    expect(normalizeDecimal('-0.5')).toBe('-0.50');
    expect(normalizeDecimal('7.5')).toBe('7.50');
    expect(normalizeDecimal('0012')).toBe('12.00');
  });

  it('turns any cents into text and back unchanged', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('subtracts like the numbers it reads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (a, b) => {
          const difference = fromCents(toCents(fromCents(BigInt(a))) - toCents(fromCents(BigInt(b))));
          expect(toCents(difference)).toBe(BigInt(a - b));
        },
      ),
    );
  });
});
