import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ETA_PLANNING_MPH, type EtaInput, etaFor, NO_SIGNAL_MINUTES, resetsNeeded } from './eta';

const NOW = new Date('2026-03-02T12:00:00Z');
const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * MINUTE).toISOString();

const input = (over: Partial<EtaInput> = {}): EtaInput => ({
  position: { at: at(-5) },
  nextStop: { appointment_time_lower: at(600), appointment_time_higher: at(720) },
  remainingMiles: 100,
  driveRemainingMinutes: 600,
  now: NOW,
  ...over,
});

describe('etaFor', () => {
  it('adds the remaining miles at the planning speed to now when the last position is older', () => {
    // 100 miles at 50 mph: two hours from now (the position, five minutes old, is earlier).
    expect(etaFor(input())).toEqual({ eta: at(120), includes_reset: false, resets: 0, state: 'on_time' });
    expect(ETA_PLANNING_MPH).toBe(50);
  });

  it('starts from the last position when it is later than now (a clock a little ahead)', () => {
    expect(etaFor(input({ position: { at: at(3) } })).eta).toBe(at(123));
  });

  it('adds a 10-hour reset when the driver runs out of hours on the way, and one per further 11 hours', () => {
    // 250 miles = 300 minutes of driving; the driver has 120.
    const one = etaFor(input({ remainingMiles: 250, driveRemainingMinutes: 120 }));
    expect(one).toMatchObject({ eta: at(300 + 600), includes_reset: true, resets: 1 });
    // 1,000 miles = 1,200 minutes: 60 today, 660 after the first reset, 480 after the second.
    const two = etaFor(input({ remainingMiles: 1000, driveRemainingMinutes: 60 }));
    expect(two).toMatchObject({ eta: at(1200 + 1200), includes_reset: true, resets: 2 });
    // Exactly the hours the driver has: no reset.
    expect(etaFor(input({ remainingMiles: 100, driveRemainingMinutes: 120 })).includes_reset).toBe(false);
    // Unknown hours read as a fresh day: 11 hours of driving before the first reset.
    expect(resetsNeeded(660, null)).toBe(0);
    expect(resetsNeeded(661, null)).toBe(1);
  });

  it('is late when the ETA passes the window end, at risk past its start, on time before', () => {
    const window = (lower: number, higher: number | null) => ({
      nextStop: { appointment_time_lower: at(lower), appointment_time_higher: higher === null ? null : at(higher) },
    });
    expect(etaFor(input(window(60, 100))).state).toBe('late');
    expect(etaFor(input(window(60, 180))).state).toBe('at_risk');
    expect(etaFor(input(window(180, 240))).state).toBe('on_time');
    // A window of one time: late once the ETA passes it.
    expect(etaFor(input(window(100, null))).state).toBe('late');
    expect(etaFor(input(window(130, null))).state).toBe('on_time');
    // The window over already: late whatever the ETA.
    expect(etaFor(input({ ...window(-120, -60), remainingMiles: null })).state).toBe('late');
  });

  it('has no signal when the last position is too old or missing, unless the load is already late or at risk', () => {
    const stale = { position: { at: at(-NO_SIGNAL_MINUTES - 1) } };
    expect(etaFor(input(stale)).state).toBe('no_signal');
    expect(etaFor(input({ position: { at: at(-NO_SIGNAL_MINUTES) } })).state).toBe('on_time');
    const none = etaFor(input({ position: null }));
    expect(none).toEqual({ eta: null, includes_reset: false, resets: 0, state: 'no_signal' });
    const late = { nextStop: { appointment_time_lower: at(-60), appointment_time_higher: null } };
    expect(etaFor(input({ ...late, position: null })).state).toBe('late');
    expect(
      etaFor(input({ ...stale, nextStop: { appointment_time_lower: at(100), appointment_time_higher: at(900) } }))
        .state,
    ).toBe('at_risk');
  });

  it('gives no ETA without a next stop or its miles, and no window means on time', () => {
    expect(etaFor(input({ nextStop: null }))).toMatchObject({ eta: null, state: 'on_time' });
    expect(etaFor(input({ remainingMiles: null }))).toMatchObject({ eta: null, state: 'on_time' });
    const open = { nextStop: { appointment_time_lower: null, appointment_time_higher: null } };
    expect(etaFor(input(open))).toMatchObject({ eta: at(120), state: 'on_time' });
  });
});

const minutes = fc.integer({ min: -3000, max: 3000 });
const inputs = fc.record({
  seen: fc.option(fc.integer({ min: -600, max: 10 }), { nil: null }),
  lower: fc.option(minutes, { nil: null }),
  span: fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
  miles: fc.option(fc.double({ min: 0, max: 3000, noNaN: true }), { nil: null }),
  drive: fc.option(fc.integer({ min: 0, max: 660 }), { nil: null }),
});
type Drawn = {
  seen: number | null;
  lower: number | null;
  span: number | null;
  miles: number | null;
  drive: number | null;
};
const toInput = (d: Drawn): EtaInput => ({
  position: d.seen === null ? null : { at: at(d.seen) },
  nextStop: {
    appointment_time_lower: d.lower === null ? null : at(d.lower),
    appointment_time_higher: d.lower === null || d.span === null ? null : at(d.lower + d.span),
  },
  remainingMiles: d.miles,
  driveRemainingMinutes: d.drive,
  now: NOW,
});
const etaMs = (i: EtaInput) => {
  const eta = etaFor(i).eta;
  return eta === null ? null : Date.parse(eta);
};

describe('etaFor properties', () => {
  it('is a whole minute', () => {
    fc.assert(
      fc.property(inputs, (d) => {
        const eta = etaMs(toInput(d));
        if (eta !== null) expect(eta % MINUTE).toBe(0);
      }),
    );
  });

  it('never arrives before now or the last position, nor sooner than the driving itself', () => {
    fc.assert(
      fc.property(inputs, (d) => {
        const eta = etaMs(toInput(d));
        if (eta === null) return;
        const start = Math.max(NOW.getTime(), Date.parse(at(d.seen!)));
        const driving = ((d.miles ?? 0) / ETA_PLANNING_MPH) * 60 * MINUTE;
        expect(eta).toBeGreaterThanOrEqual(start + driving - 1);
      }),
    );
  });

  it('is the driving plus exactly 10 hours per reset, and a reset only when the hours run out', () => {
    fc.assert(
      fc.property(inputs, (d) => {
        fc.pre(d.seen !== null && d.miles !== null);
        const r = etaFor(toInput(d));
        const start = Math.max(NOW.getTime(), Date.parse(at(d.seen!)));
        const driving = (d.miles! / ETA_PLANNING_MPH) * 60;
        // Rounded up to the whole minute.
        const extra = Date.parse(r.eta!) - start - (driving + r.resets * 600) * MINUTE;
        expect(extra).toBeGreaterThanOrEqual(-1);
        expect(extra).toBeLessThan(MINUTE);
        expect(r.includes_reset).toBe(driving > (d.drive ?? 660));
        expect(r.includes_reset).toBe(r.resets > 0);
      }),
    );
  });

  it('arrives no sooner with more miles, and no later with more hours left', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.integer({ min: 0, max: 660 }),
        (d, more, extra) => {
          fc.pre(d.seen !== null && d.miles !== null && d.drive !== null);
          const base = etaMs(toInput(d))!;
          expect(etaMs(toInput({ ...d, miles: d.miles! + more }))!).toBeGreaterThanOrEqual(base);
          expect(etaMs(toInput({ ...d, drive: Math.min(660, d.drive! + extra) }))!).toBeLessThanOrEqual(base);
        },
      ),
    );
  });

  it('names a state that follows from the ETA, the window and the signal', () => {
    fc.assert(
      fc.property(inputs, (d) => {
        const i = toInput(d);
        const { state } = etaFor(i);
        const eta = etaMs(i);
        const end = d.lower === null ? null : d.lower + (d.span ?? 0);
        const arrival = Math.max(eta ?? NOW.getTime(), NOW.getTime());
        const pastEnd = end !== null && arrival > Date.parse(at(end));
        const pastStart = d.lower !== null && eta !== null && eta > Date.parse(at(d.lower));
        const silent = d.seen === null || d.seen < -NO_SIGNAL_MINUTES;
        expect(state).toBe(pastEnd ? 'late' : pastStart ? 'at_risk' : silent ? 'no_signal' : 'on_time');
        // More miles never make a load less late.
        if (state === 'late' && d.miles !== null)
          expect(etaFor(toInput({ ...d, miles: d.miles + 100 })).state).toBe('late');
      }),
    );
  });
});
