import { CHECK_CALL_MESSAGES as M } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { checkCallForm, emptyCheckCall } from './check-call-form';

const form = checkCallForm('America/Chicago');
const problems = (v: Partial<ReturnType<typeof emptyCheckCall>>) => {
  const r = form.safeParse({ ...emptyCheckCall(), ...v });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the check call form', () => {
  it('sends a city and state, the ETA as an instant in the company’s zone, and no cause unless delayed', () => {
    const body = form.parse({
      ...emptyCheckCall(),
      city: 'Amarillo',
      state: 'tx',
      eta_day: '2026-06-01',
      eta_time: '14:30',
      delay_cause: 'left over',
    });
    expect(body).toMatchObject({ city: 'Amarillo', state: 'TX', latitude: null, reason: 'on_time', delay_cause: null });
    expect(body.eta).toBe('2026-06-01T19:30:00.000Z');
  });

  it('sends coordinates instead when asked, and names the wrong field', () => {
    const body = form.parse({ ...emptyCheckCall(), use_coordinates: true, latitude: '35.2', longitude: '-101.8' });
    expect(body).toMatchObject({ city: null, state: null, latitude: 35.2, longitude: -101.8 });
    expect(problems({ use_coordinates: true, latitude: '95', longitude: '0' })).toEqual([
      `latitude: ${M.latitudeRange}`,
    ]);
    expect(problems({ use_coordinates: true, latitude: 'north', longitude: '0' })).toEqual([
      `latitude: ${M.latitudeRange}`,
    ]);
  });

  it('asks for the cause of a delay and a place', () => {
    expect(problems({ city: 'Amarillo', state: 'TX', reason: 'delayed' })).toEqual([
      `delay_cause: ${M.delayCauseRequired}`,
    ]);
    expect(problems({})).toEqual([`city: ${M.locationRequired}`]);
  });
});
