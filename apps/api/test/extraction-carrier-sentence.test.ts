import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * An e-mail that names the carrier only in a sentence, with its MC number in brackets ("Please see
 * the load below for Acme Trucking (MC 123456)"). Generated here with the values known; every
 * company and number is invented.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const page = (sentence: string): Row[] => [
  [20, [40, 'From: dispatch@prairieline.com']],
  [32, [40, 'Subject: Load 448120 - load confirmation']],
  [50, [40, 'Hi team,']],
  [62, [40, sentence]],
  [86, [40, 'Pickup: Prairie Grain Co, 1200 Elevator Rd, Salina, KS 67401']],
  [98, [40, 'Appt: 06/03/2025 08:00']],
  [114, [40, 'Drop: Blue Heron Foods, 45 Commerce Dr, San Antonio, TX 78205']],
  [126, [40, 'Appt: 06/05/2025 07:30']],
  [150, [40, 'Total: $2,450.00']],
];

const CASES: [string, string][] = [
  [
    'Please see the load below for Kettle Creek Transport LLC (MC 802305). Reply to confirm.',
    'Kettle Creek Transport LLC',
  ],
  [
    'Please see the load below for Ashgrove Hauling Corp. % Granite Bay Capital Funding LLC (MC 802305). Reply to confirm.',
    'Ashgrove Hauling Corp.',
  ],
  ['Load details for Redbud Express Inc (MC #66120) are below.', 'Redbud Express Inc'],
];

describe('the carrier named in a sentence with its MC number', () => {
  for (const [sentence, carrier] of CASES)
    it(`reads "${carrier}"`, () => {
      expect(readDocument(wordDoc(page(sentence)), TODAY).basic_info.carrier_name).toBe(carrier);
    });

  it('takes no name from a sentence without an MC number in brackets', () => {
    const info = readDocument(wordDoc(page('Please see the load below for our customer. Reply to confirm.')), TODAY);
    expect(info.basic_info.carrier_name).toBeNull();
  });
});
