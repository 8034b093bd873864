import { describe, expect, it } from 'vitest';
import { hosClocks } from '../../../test/hos-clocks';
import { filterClocks, hosFiltersOf } from './hos-params';

const filters = (query: string) => hosFiltersOf(new URLSearchParams(query));
const names = (query: string) => filterClocks(drivers, filters(query)).map((c) => c.driver_name);

const drivers = [
  hosClocks({ driver_id: 1, driver_name: 'Rosa Delgado', dispatcher_ids: [5], drive_remaining_minutes: 90 }),
  hosClocks({ driver_id: 2, driver_name: 'Amir Haddad', dispatcher_ids: [5, 6], status: 'driving' }),
  hosClocks({
    driver_id: 3,
    driver_name: 'Lena Ortiz',
    dispatcher_ids: [6],
    shift_remaining_minutes: 150,
    violations: [{ rule: 'drive_11', at: '2026-11-29T17:00:00Z', minutes_over: 5 }],
  }),
  hosClocks({ driver_id: 4, driver_name: 'Bo Chen', dispatcher_ids: [] }),
];

describe('the dashboard filters', () => {
  it('reads the address, ignoring what is not a positive number', () => {
    expect(filters('q=%20rosa%20&dispatcher=5&below=1.5&status=driving&violations=1')).toEqual({
      search: 'rosa',
      dispatcherId: 5,
      belowHours: 1.5,
      drivingOnly: true,
      violationsOnly: true,
    });
    expect(filters('dispatcher=abc&below=-2')).toMatchObject({ dispatcherId: null, belowHours: null });
    expect(filters('dispatcher=2.5&below=0')).toMatchObject({ dispatcherId: null, belowHours: null });
  });

  it('keeps drivers with less available drive time than N hours (the least of drive, shift and cycle)', () => {
    expect(names('below=2')).toEqual(['Rosa Delgado']);
    expect(names('below=3')).toEqual(['Lena Ortiz', 'Rosa Delgado']);
    expect(names('below=1.5')).toEqual([]);
  });

  it('keeps the drivers on a dispatcher’s desk', () => {
    expect(names('dispatcher=5')).toEqual(['Amir Haddad', 'Rosa Delgado']);
    expect(names('dispatcher=6&below=3')).toEqual(['Lena Ortiz']);
  });

  it('searches names, and narrows to drivers driving or in violation', () => {
    expect(names('q=OR')).toEqual(['Lena Ortiz']);
    expect(names('status=driving')).toEqual(['Amir Haddad']);
    expect(names('violations=1')).toEqual(['Lena Ortiz']);
    expect(names('')).toEqual(['Amir Haddad', 'Bo Chen', 'Lena Ortiz', 'Rosa Delgado']);
  });
});
