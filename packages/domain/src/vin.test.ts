import { describe, expect, it } from 'vitest';
import { vinCheckDigit, vinProblem, withVinCheckDigit } from './vin';

describe('VIN check digit', () => {
  it('accepts real-world VINs', () => {
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('says what is wrong', () => {
    expect(vinProblem('1M8GDM9AXKP04278')).toMatch(/exactly 17 characters \(this one has 16\)/);
    expect(vinProblem('1M8GDM9AXKP0427O8')).toBe('VIN cannot contain the letters I, O or Q');
    expect(vinProblem('1M8GDM9A-KP042788')).toBe('VIN may contain only letters and digits');
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('VIN check digit (9th character) should be X, not 1');
  });

  it('completes a VIN with its check digit', () => {
    const v = withVinCheckDigit('3AKJHHDR0NSAB1234');
    expect(vinProblem(v)).toBeNull();
  });
});
