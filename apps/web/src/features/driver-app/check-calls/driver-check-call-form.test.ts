import { CHECK_CALL_MESSAGES } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { driverCheckCallForm, EMPTY_CHECK_CALL } from './driver-check-call-form';

describe('the driver’s check call form', () => {
  it('sends the phone’s position when it has one', () => {
    const body = driverCheckCallForm.parse({ ...EMPTY_CHECK_CALL, latitude: 35.2, longitude: -101.8, city: 'Ignored' });
    expect(body).toMatchObject({ reason: 'on_time', latitude: 35.2, longitude: -101.8, city: null, state: null });
  });

  it('asks for a city and state without a position, and a cause when delayed', () => {
    const result = driverCheckCallForm.safeParse({ ...EMPTY_CHECK_CALL, reason: 'delayed' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      `city: ${CHECK_CALL_MESSAGES.locationRequired}`,
      `delay_cause: ${CHECK_CALL_MESSAGES.delayCauseRequired}`,
    ]);
    const typed = driverCheckCallForm.parse({
      ...EMPTY_CHECK_CALL,
      use_position: false,
      latitude: 35.2,
      longitude: -101.8,
      city: 'Amarillo',
      state: 'tx',
      reason: 'delayed',
      delay_cause: 'Traffic',
    });
    expect(typed).toMatchObject({ city: 'Amarillo', state: 'TX', latitude: null, delay_cause: 'Traffic' });
  });
});
