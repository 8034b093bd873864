import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalUnits,
  decimalWithin,
  divideDecimals,
  fromCents,
  isDecimal,
  MONEY_MESSAGES,
  multiplyDecimals,
  percentOf,
  roundDecimal,
  roundHalfUp,
  sumDecimals,
  toCents,
  toUnits,
} from './money';

describe('parsing money', () => {
  it('reads exact decimal text as cents, beyond what a double holds', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('12')).toBe(1200n);
    expect(toCents('.25')).toBe(25n);
    expect(toCents(' 7.10 ')).toBe(710n);
    expect(toCents('90071992547409.99')).toBe(9007199254740999n);
    expect(toCents('-0.50')).toBe(-50n);
  });

  it('rounds past the cent half away from zero, the one rule', () => {
    expect(toCents('2.344')).toBe(234n);
    expect(toCents('2.345')).toBe(235n);
    expect(toCents('-2.345')).toBe(-235n);
    expect(toCents('-2.3449')).toBe(-234n);
    expect(toCents('0.005')).toBe(1n);
    expect(toCents('0.0049999')).toBe(0n);
    expect(toCents('999.995')).toBe(100000n);
  });

  it('reads a number by its shortest decimal form, so 0.1 + 0.2 is 30 cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents(1.005)).toBe(101n);
    expect(toCents(-12.5)).toBe(-1250n);
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['', '-', '.', '1e5', '$5', '1,000', 'abc', '1.2.3']) {
      expect(() => toCents(bad)).toThrow(RangeError);
      expect(isDecimal(bad)).toBe(false);
    }
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(RangeError);
  });

  it('refuses more decimals than the exact scale holds, trailing zeros aside', () => {
    expect(decimalUnits('0.6500', 4)).toBe(6500n);
    expect(decimalUnits('1.23000', 2)).toBe(123n);
    expect(() => decimalUnits('1.234', 2)).toThrow('More than 2 decimals');
  });

  it('rounds unit prices at their own scale', () => {
    expect(toUnits('3.45675', 4)).toBe(34568n);
    expect(roundDecimal('3.14159', 4)).toBe('3.1416');
    expect(roundDecimal('1234.50', 0)).toBe('1235');
    expect(roundDecimal('-1234.50', 0)).toBe('-1235');
    expect(roundDecimal('0.4', 0)).toBe('0');
  });
});

describe('money as text', () => {
  it('answers integer cents with two decimals', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-307n)).toBe('-3.07');
    expect(fromCents(123456789012345678n)).toBe('1234567890123456.78');
  });

  it('gives back the cents it was given, for any amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (c) => toCents(fromCents(c)) === c));
  });
});

describe('exact operations', () => {
  it('rounds a fraction once, half away from zero', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(-5n, 2n)).toBe(-3n);
    expect(roundHalfUp(5n, -2n)).toBe(-3n);
    expect(roundHalfUp(4n, 3n)).toBe(1n);
    expect(() => roundHalfUp(1n, 0n)).toThrow('Division by zero');
  });

  it('multiplies a quantity by a unit price to the cent', () => {
    expect(multiplyDecimals('100.125', '3.4590')).toBe('346.33'); // 346.332375
    expect(multiplyDecimals('1.5', '0.0033')).toBe('0.00'); // 0.00495
    expect(multiplyDecimals('1.5', '0.0034')).toBe('0.01'); // 0.0051
    expect(multiplyDecimals('-2', '1.005')).toBe('-2.01');
  });

  it('divides to the places asked, and answers null for a division by zero', () => {
    expect(divideDecimals('1000.00', '3')).toBe('333.33');
    expect(divideDecimals('2000.00', '3')).toBe('666.67');
    expect(divideDecimals('346.33', '100.125', 4)).toBe('3.4590');
    expect(divideDecimals('1', '0.00')).toBeNull();
  });

  it('takes a percentage of an amount to the cent', () => {
    expect(percentOf(250000n, '27.5')).toBe(68750n);
    expect(percentOf(333n, '50')).toBe(167n); // 166.5
    expect(percentOf(-333n, '50')).toBe(-167n);
  });

  it('sums and compares exactly, where doubles do not', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['9007199254740993.01', '0.01'])).toBe('9007199254740993.02');
    expect(sumDecimals([])).toBe('0.00');
    expect(compareDecimals('0.30', '0.3')).toBe(0);
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('-1', '0.01')).toBe(-1);
    expect(decimalWithin('999999.99', '0.01', '999999.99')).toBe(true);
    expect(decimalWithin('1000000.00', '0.01', '999999.99')).toBe(false);
  });
});

describe('money field messages', () => {
  it('word each refusal with the field label', () => {
    expect(MONEY_MESSAGES.notANumber('Rate')).toBe('Rate must be a number');
    expect(MONEY_MESSAGES.notNegative('Rate')).toBe('Rate must be 0 or more');
    expect(MONEY_MESSAGES.twoDecimals('Rate')).toBe('Rate accepts up to 2 decimals');
    expect(MONEY_MESSAGES.range('Price per unit', '0.01', '10000')).toBe(
      'Price per unit must be a number from 0.01 to 10000',
    );
  });
});
