import { describe, expect, it } from 'vitest';
import type { Word } from '../src/modules/extraction/layout';
import type { OcrWord } from '../src/modules/extraction/ocr';
import { emailParts, mendEmail, mendLine } from '../src/modules/extraction/ocr-mends';

/** One recognised line as words side by side, each as sure as the recogniser says. */
const line = (text: string): OcrWord[] =>
  text.split(' ').map((t, i) => ({ text: t, confidence: 80, bbox: { x0: i * 60, x1: i * 60 + 50, y0: 0, y1: 20 } }));
const mended = (text: string) => {
  const words = line(text);
  mendLine(words);
  return words.map((w) => w.text).join(' ');
};

describe('mending what the recogniser misreads in a line', () => {
  it('reads a month one letter off as the month when a day and a year follow it', () => {
    expect(mended('Date: Scp 18, 2026')).toBe('Date: Sep 18, 2026');
    expect(mended('PU FEH 13, 2026 08:00')).toBe('PU FEB 13, 2026 08:00');
    expect(mended('Ship Jnl 3 2026')).toBe('Ship Jul 3 2026');
  });

  it('puts back the comma read as a point between a day and its year', () => {
    expect(mended('Scp 18.2026 1:00 PM')).toBe('Sep 18, 2026 1:00 PM');
    expect(mended('Oct 02.2026.')).toBe('Oct 02, 2026.');
  });

  it('leaves words that only look like months alone', () => {
    // An apartment number, a weekday, a word two letters from any month, no year after it, no month.
    expect(mended('1200 Elm St Apt 12')).toBe('1200 Elm St Apt 12');
    expect(mended('Sun 14, 2026')).toBe('Sun 14, 2026');
    expect(mended('Ste 18, 2026')).toBe('Ste 18, 2026');
    expect(mended('Scp 18 pallets')).toBe('Scp 18 pallets');
    expect(mended('Lot 4.2026')).toBe('Lot 4.2026');
    // As near to June as to January: no guess.
    expect(mended('Jnn 3, 2026')).toBe('Jnn 3, 2026');
  });

  it('reads a label’s colon read as a semicolon as a colon on a short line', () => {
    expect(mended('Load #; V491514')).toBe('Load #: V491514');
    expect(mended('Description; Canned Goods')).toBe('Description: Canned Goods');
    expect(mended('Rate; $2,100.00')).toBe('Rate: $2,100.00');
  });

  it('keeps semicolons in sentences and at the end of a line', () => {
    const sentence = 'Carrier shall not re-broker; Broker pays within thirty days of delivery and invoice.';
    expect(mended(sentence)).toBe(sentence);
    expect(mended('Notes: call ahead;')).toBe('Notes: call ahead;');
    expect(mended('lumper; extra')).toBe('lumper; extra');
  });

  it('reads an amount whose thousands comma was read as a point as the amount', () => {
    expect(mended('Total: $3.250.00')).toBe('Total: $3,250.00');
    expect(mended('Line Haul 1.250.500.00 USD')).toBe('Line Haul 1,250,500.00 USD');
    expect(mended('Fuel ($1.100.00).')).toBe('Fuel ($1,100.00).');
  });

  it('leaves amounts, versions and dates with points alone', () => {
    expect(mended('Total: $3,250.00')).toBe('Total: $3,250.00');
    expect(mended('Rate 3.25')).toBe('Rate 3.25');
    expect(mended('Form 1.2.10')).toBe('Form 1.2.10');
    expect(mended('Date 06.18.2026')).toBe('Date 06.18.2026');
    expect(mended('IP 10.250.1.20')).toBe('IP 10.250.1.20');
  });

  it('reads a stop code at the start of its line with its number or its letters misread', () => {
    expect(mended('PUl 2026-06-03 6:00 AM Valecrest Center')).toBe('PU1 2026-06-03 6:00 AM Valecrest Center');
    expect(mended('PUI Sep 18, 2026 1:00 PM')).toBe('PU1 Sep 18, 2026 1:00 PM');
    expect(mended('S02 2026-06-04 5:30 AM')).toBe('SO2 2026-06-04 5:30 AM');
    expect(mended('DLl 06/15 08:00')).toBe('DL1 06/15 08:00');
  });

  it('leaves stop codes as read, and words that are no code, alone', () => {
    expect(mended('DEL 06/15 08:00')).toBe('DEL 06/15 08:00');
    expect(mended('PU1 06/15 08:00')).toBe('PU1 06/15 08:00');
    expect(mended('USA 06/15 08:00')).toBe('USA 06/15 08:00');
    expect(mended('MC 123456 Carrier')).toBe('MC 123456 Carrier');
    expect(mended('PUl')).toBe('PUl');
  });

  it('mends a state and ZIP read with letters and digits swapped', () => {
    expect(mended('Collyer, 1A 5l238')).toBe('Collyer, IA 51238');
  });
});

describe('joining and mending e-mail addresses the recogniser split or misread', () => {
  /** Two words of one line, `gap` pixels apart on a 20-pixel line. */
  const pair = (a: string, b: string, gap = 6): [Word, Word] => [
    { text: a, x0: 0, x1: 100, top: 0, bottom: 20, page: 0 },
    { text: b, x0: 100 + gap, x1: 220, top: 0, bottom: 20, page: 0 },
  ];

  it('joins an address split at a dot, before its "@" or before its ending', () => {
    expect(emailParts(...pair('jane.', 'doe@acme.com'))).toBe('jane.doe@acme.com');
    expect(emailParts(...pair('jane.doe', '@acme-freight.com'))).toBe('jane.doe@acme-freight.com');
    expect(emailParts(...pair('doe@acme', '.com'))).toBe('doe@acme.com');
    expect(emailParts(...pair('doe@acme.', 'com'))).toBe('doe@acme.com');
    expect(emailParts(...pair('doe@acme', 'net,'))).toBe('doe@acme.net,');
  });

  it('leaves words apart that are not halves of one address, or stand a column apart', () => {
    expect(emailParts(...pair('Email', '@acme.com'))).toBeNull();
    expect(emailParts(...pair('doe@acme.com', 'com'))).toBeNull();
    expect(emailParts(...pair('2/9/26', '@'))).toBeNull();
    expect(emailParts(...pair('Phone', '555-0142'))).toBeNull();
    expect(emailParts(...pair('jane.doe', '@acme.com', 40))).toBeNull();
  });

  it('reads look-alike letters in an address as what they stand for', () => {
    expect(mendEmail('lena@harborline.¢om')).toBe('lena@harborline.com');
    expect(mendEmail('dispatch@acme.cam')).toBe('dispatch@acme.com');
    expect(mendEmail('dispatch@acme.corn.')).toBe('dispatch@acme.com.');
    expect(mendEmail('Scam.')).toBe('Scam.');
    expect(mendEmail('dispatch@acme.co')).toBe('dispatch@acme.co');
  });
});
