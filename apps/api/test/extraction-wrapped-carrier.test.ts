import { describe, expect, it } from 'vitest';
import { carrierName } from '../src/modules/extraction/parties';
import { wordDoc } from './support/positioned-words';

/**
 * A carrier's name wrapped in a narrow cell of the header: "Carrier: Pine" over "Ridge Hauling Inc."
 * set under the name's first word. Generated here; every company is invented.
 */

describe("a carrier's name wrapped under itself", () => {
  it('is read whole when the line under it ends the name as companies end theirs', () => {
    const doc = wordDoc([
      [20, [40, 'LOAD TENDER'], [300, 'Carrier: Pine'], [480, 'Order 5521']],
      [32, [345, 'Ridge Hauling Inc.'], [480, '88120']],
      [44, [345, 'Dayton, OH']],
    ]);
    expect(carrierName(doc)).toBe('Pine Ridge Hauling Inc.');
  });

  it('is left as printed when the line under it is something else', () => {
    const address = wordDoc([
      [20, [300, 'Carrier: Pine Ridge']],
      [32, [345, '1400 Mill Rd']],
    ]);
    expect(carrierName(address)).toBe('Pine Ridge');
    const whole = wordDoc([
      [20, [300, 'Carrier: Pine Ridge LLC']],
      [32, [345, 'Dispatch Co.']],
    ]);
    expect(carrierName(whole)).toBe('Pine Ridge LLC');
    const elsewhere = wordDoc([
      [20, [300, 'Carrier: Pine']],
      [32, [40, 'Harbor Freight Co.']],
    ]);
    expect(carrierName(elsewhere)).toBe('Pine');
  });
});
