import { describe, expect, it } from 'vitest';
import { checkCallInput, lastCheckCallLine, CHECK_CALL_MESSAGES as M } from './check-calls';

const messages = (body: unknown) => {
  const r = checkCallInput.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('check call input', () => {
  it('takes a city with a US state, upper-casing the state', () => {
    const r = checkCallInput.parse({ city: 'Amarillo', state: 'tx', reason: 'on_time' });
    expect(r).toMatchObject({ city: 'Amarillo', state: 'TX', latitude: null, eta: null, note: null });
  });

  it('takes coordinates in range instead', () => {
    expect(messages({ latitude: 35.2, longitude: -101.8, reason: 'arrived' })).toEqual([]);
    expect(messages({ latitude: 91, longitude: 0, reason: 'arrived' })).toContain(`latitude: ${M.latitudeRange}`);
    expect(messages({ latitude: 35.2, reason: 'arrived' })).toContain(`longitude: ${M.longitudeRequired}`);
  });

  it('needs a place, a known state and the half of it that is missing', () => {
    expect(messages({ reason: 'on_time' })).toEqual([`city: ${M.locationRequired}`]);
    expect(messages({ city: 'Amarillo', reason: 'on_time' })).toEqual([`state: ${M.stateRequired}`]);
    expect(messages({ city: 'Nowhere', state: 'ZZ', reason: 'on_time' })).toEqual([`state: ${M.stateUnknown}`]);
  });

  it('needs the cause of a delay', () => {
    expect(messages({ city: 'Amarillo', state: 'TX', reason: 'delayed' })).toEqual([
      `delay_cause: ${M.delayCauseRequired}`,
    ]);
    expect(messages({ city: 'Amarillo', state: 'TX', reason: 'delayed', delay_cause: 'Traffic' })).toEqual([]);
  });

  it('reads the ETA as an instant with its offset, or none', () => {
    expect(messages({ city: 'Amarillo', state: 'TX', reason: 'on_time', eta: 'tomorrow' })).toEqual([
      `eta: ${M.etaInvalid}`,
    ]);
    expect(checkCallInput.parse({ city: 'A', state: 'TX', reason: 'on_time', eta: '' }).eta).toBeNull();
  });

  it('refuses an unknown reason and unknown fields', () => {
    expect(messages({ city: 'A', state: 'TX', reason: 'lunch' })).toContain(`reason: ${M.reasonRequired}`);
    expect(messages({ city: 'A', state: 'TX', reason: 'on_time', extra: true }).length).toBe(1);
  });
});

describe('the last check call line', () => {
  it('says the reason, the place and how long ago', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const call = {
      reason: 'delayed' as const,
      city: 'Amarillo',
      state: 'TX',
      latitude: null,
      longitude: null,
      eta: null,
      created_at: '2026-06-01T10:00:00Z',
    };
    expect(lastCheckCallLine(call, now)).toBe('Delayed · Amarillo, TX · 2h ago');
    expect(lastCheckCallLine({ ...call, city: null, state: null, latitude: 35.2, longitude: -101.8 }, now)).toBe(
      'Delayed · 35.2000, -101.8000 · 2h ago',
    );
  });
});
