import { describe, expect, it } from 'vitest';
import { findAddress } from '../src/modules/extraction/addresses';
import { findDates, findTimes, formatMinutes } from '../src/modules/extraction/values';

const dates = (text: string) => findDates(text).map((h) => [h.year, h.month, h.day]);

describe('dates with a month name', () => {
  it('reads the year when one is printed', () => {
    expect(dates('Feb 23, 2026')).toEqual([[2026, 2, 23]]);
    expect(dates('4 Mar 2026')).toEqual([[2026, 3, 4]]);
    expect(dates('Mar 4 26')).toEqual([[2026, 3, 4]]);
    expect(dates('Mar 4, 2026 08:00')).toEqual([[2026, 3, 4]]);
  });

  it('reads the two digits after the month as the year when the day comes first', () => {
    expect(dates('3-Jun-26')).toEqual([[2026, 6, 3]]);
    expect(dates('21-Oct-25 @ 8:00 AM')).toEqual([[2025, 10, 21]]);
    expect(dates('Jun-21-26')).toEqual([[2026, 6, 21]]);
  });

  it('takes no year from a time window printed after the day', () => {
    expect(dates('Monday, February 23 0700-1530 hrs')).toEqual([[null, 2, 23]]);
    expect(dates('Tuesday, March 4 2000-2200')).toEqual([[null, 3, 4]]);
    expect(dates('Tuesday, March 4')).toEqual([[null, 3, 4]]);
  });
});

const clocks = (text: string) => findTimes(text).map((h) => formatMinutes(h.minutes));

describe('four-digit times printed right after a date', () => {
  it('reads the time after a day in several forms', () => {
    for (const day of ['10/26/2026', '2026-10-26', '3/5/26'])
      for (const [printed, read] of [
        ['0930', '09:30'],
        ['1345', '13:45'],
        ['0000', '00:00'],
      ]) {
        expect(clocks(`${day} ${printed}`)).toEqual([read]);
        expect(clocks(`Appt: ${day} ${printed}, call ahead`)).toEqual([read]);
      }
  });

  it('takes no time from a house number, a year or a number that is not a clock', () => {
    expect(clocks('06/03/2025 1200 Elevator Rd')).toEqual([]);
    expect(clocks('2026-10-26 4471 N Main St')).toEqual([]);
    expect(clocks('10/26/2026 2575')).toEqual([]);
    expect(clocks('PO 10/26/2026 1234/5')).toEqual([]);
  });
});

const place = (text: string) => {
  const a = findAddress(text);
  return a && [a.city, a.state, a.zip];
};

describe('a caption run into the city it labels', () => {
  it('reads the city without the caption', () => {
    expect(place('City/St/Zip:Des Moines, IA 50320')).toEqual(['Des Moines', 'IA', '50320']);
    expect(place('Location:Salina, KS 67401')).toEqual(['Salina', 'KS', '67401']);
    expect(place('Salina, KS 67401')).toEqual(['Salina', 'KS', '67401']);
  });

  it('reads a city whose comma OCR took for a full stop', () => {
    expect(place('Arlington.VA 22246')).toEqual(['Arlington', 'VA', '22246']);
    expect(place('St. Louis, MO 63101')).toEqual(['St. Louis', 'MO', '63101']);
  });
});
