import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUTY_STATUSES, type DutyEvent, type DutyStatus, type HosClocks, type HosOptions, hosClocks } from './hos';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const MINUTE = 60_000;

interface Step {
  status: DutyStatus;
  minutes: number;
  adverse: boolean;
}

const step = fc.record({
  status: fc.constantFrom(...DUTY_STATUSES),
  minutes: fc.integer({ min: 1, max: 16 * 60 }),
  adverse: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});
const steps = fc.array(step, { minLength: 1, maxLength: 40 });
const options = fc.record({
  cycle: fc.constantFrom('70_8' as const, '60_7' as const),
  timeZone: fc.constantFrom('UTC', 'America/Chicago', 'America/Los_Angeles', 'Asia/Kolkata'),
  shortHaul: fc.boolean(),
});

function build(list: readonly Step[]): { events: DutyEvent[]; end: Date } {
  let t = T0;
  const events = list.map((s) => {
    const e: DutyEvent = { status: s.status, start: new Date(t), adverseConditions: s.adverse };
    t += s.minutes * MINUTE;
    return e;
  });
  return { events, end: new Date(t) };
}

/** Minutes of the rest (off duty and sleeper berth in a row) holding step i. */
function restAround(list: readonly Step[], i: number): number {
  const resting = (k: number) => list[k]?.status === 'off_duty' || list[k]?.status === 'sleeper_berth';
  let minutes = list[i]!.minutes;
  for (let k = i - 1; resting(k); k--) minutes += list[k]!.minutes;
  for (let k = i + 1; resting(k); k++) minutes += list[k]!.minutes;
  return minutes;
}

const clocksAfter = (list: readonly Step[], o: HosOptions) => {
  const { events, end } = build(list);
  return hosClocks(events, end, o);
};

const REMAINING = [
  'drive_remaining_minutes',
  'shift_remaining_minutes',
  'cycle_remaining_minutes',
  'break_remaining_minutes',
] as const satisfies (keyof HosClocks)[];

describe('hours of service properties', () => {
  it('gives whole, non-negative minutes within the limits', () => {
    fc.assert(
      fc.property(steps, options, (list, o) => {
        const c = clocksAfter(list, o);
        for (const key of REMAINING) {
          expect(Number.isInteger(c[key])).toBe(true);
          expect(c[key]).toBeGreaterThanOrEqual(0);
        }
        const extra = list.some((s) => s.adverse) ? 120 : 0;
        expect(c.drive_remaining_minutes).toBeLessThanOrEqual(11 * 60 + extra);
        expect(c.shift_remaining_minutes).toBeLessThanOrEqual(14 * 60 + extra);
        for (const v of c.violations) expect(v.minutes_over).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  // Without adverse conditions (their extension belongs to a duty period, which a reset ends) and
  // unless the swap makes a rest of 10 hours: a reset cannot be the first rest of a sleeper-berth
  // pair, so a later short rest may stop being left out of the window (as FMCSA reads the rule).
  it('never leaves less time when a driving period is spent off duty instead', () => {
    const plain = steps.map((list) => list.map((s) => ({ ...s, adverse: false })));
    fc.assert(
      fc.property(plain, options, fc.nat(), (list, o, pick) => {
        const driving = list.flatMap((s, i) => (s.status === 'driving' ? [i] : []));
        fc.pre(driving.length > 0);
        const i = driving[pick % driving.length]!;
        const rested = list.map((s, k) => (k === i ? { ...s, status: 'off_duty' as const } : s));
        fc.pre(restAround(rested, i) < 10 * 60);
        const before = clocksAfter(list, o);
        const after = clocksAfter(rested, o);
        expect(after.drive_remaining_minutes).toBeGreaterThanOrEqual(before.drive_remaining_minutes);
        expect(after.shift_remaining_minutes).toBeGreaterThanOrEqual(before.shift_remaining_minutes);
        expect(after.cycle_remaining_minutes).toBeGreaterThanOrEqual(before.cycle_remaining_minutes);
      }),
    );
  });

  it('restores the full cycle after 34 hours off', () => {
    fc.assert(
      fc.property(steps, options, (list, o) => {
        const c = clocksAfter([...list, { status: 'off_duty', minutes: 34 * 60, adverse: false }], o);
        expect(c.cycle_remaining_minutes).toBe(o.cycle === '70_8' ? 70 * 60 : 60 * 60);
        expect(c.status).toBe('off_duty');
      }),
    );
  });

  it('restores 11 hours of driving and the 14-hour window after 10 hours off', () => {
    fc.assert(
      fc.property(steps, options, fc.constantFrom<DutyStatus>('off_duty', 'sleeper_berth'), (list, o, rest) => {
        const c = clocksAfter([...list, { status: rest, minutes: 10 * 60, adverse: false }], o);
        expect(c.drive_remaining_minutes).toBe(11 * 60);
        expect(c.shift_remaining_minutes).toBe(14 * 60);
        expect(c.break_remaining_minutes).toBe(o.shortHaul ? 11 * 60 : 8 * 60);
      }),
    );
  });

  // An event starting exactly at the instant sets the status at it, so later means strictly later.
  it('does not depend on events after the instant', () => {
    fc.assert(
      fc.property(steps, steps, options, fc.double({ min: 0, max: 1, noNaN: true }), (list, later, o, where) => {
        const { events, end } = build(list);
        const at = new Date(T0 + Math.floor((end.getTime() - T0 - 1) * where));
        const { events: more } = build([...list, ...later]);
        expect(hosClocks(more, at, o)).toEqual(hosClocks(events, at, o));
      }),
    );
  });

  it('reports violations in time order, none after the instant', () => {
    fc.assert(
      fc.property(steps, options, (list, o) => {
        const { events, end } = build(list);
        const c = hosClocks(events, end, o);
        const times = c.violations.map((v) => Date.parse(v.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        for (const t of times) expect(t).toBeLessThanOrEqual(end.getTime());
      }),
    );
  });
});

/** A deterministic fleet: 8 days of about 15 status changes a day per driver. */
function fleet(drivers: number): DutyEvent[][] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: drivers }, () => {
    const events: DutyEvent[] = [];
    let t = T0;
    for (let k = 0; k < 8 * 15; k++) {
      events.push({ status: DUTY_STATUSES[Math.floor(random() * 4)]!, start: new Date(t) });
      t += Math.floor(random() * 190 + 1) * MINUTE;
    }
    return events;
  });
}

describe('hours of service speed', () => {
  it('computes 500 drivers with 8 days of events each well within a second', () => {
    const logs = fleet(500);
    const at = new Date(T0 + 8 * 24 * 60 * MINUTE);
    const o: HosOptions = { cycle: '70_8', timeZone: 'America/Chicago' };
    hosClocks(logs[0]!, at, o);
    const started = performance.now();
    for (const events of logs) hosClocks(events, at, o);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
  });
});
