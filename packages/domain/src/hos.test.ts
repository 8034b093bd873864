import { describe, expect, it } from 'vitest';
import {
  type DutyEvent,
  type DutyStatus,
  dutyStatusEventsInput,
  type HosOptions,
  hosClocks,
  hosClocksAnswer,
  validateDutyEventOrder,
} from './hos';

const T0 = Date.parse('2026-06-01T00:00:00Z');
const HOUR = 3_600_000;
const UTC: HosOptions = { cycle: '70_8', timeZone: 'UTC' };

type Step = [DutyStatus, number] | [DutyStatus, number, 'adverse'];

/** A log from T0: each step is a status held for some hours; `end` is when the last one stops. */
function log(steps: Step[], from = T0): { events: DutyEvent[]; end: Date } {
  let t = from;
  const events = steps.map(([status, hours, adverse]) => {
    const event: DutyEvent = { status, start: new Date(t), ...(adverse ? { adverseConditions: true } : {}) };
    t += hours * HOUR;
    return event;
  });
  return { events, end: new Date(t) };
}

const clocks = (steps: Step[], options: HosOptions = UTC) => {
  const { events, end } = log(steps);
  return hosClocks(events, end, options);
};
const iso = (hours: number) => new Date(T0 + hours * HOUR).toISOString();

describe('the 11-hour driving limit', () => {
  it('allows 11 hours of driving after 10 hours off, then reports each minute past it', () => {
    const day: Step[] = [
      ['off_duty', 10],
      ['on_duty', 1],
      ['driving', 8],
      ['on_duty', 0.5],
      ['driving', 3],
    ];
    const full = clocks(day);
    expect(full).toMatchObject({ status: 'driving', drive_remaining_minutes: 0, shift_remaining_minutes: 90 });
    expect(full.break_remaining_minutes).toBe(300);
    expect(full.violations).toEqual([]);
    const over = clocks([...day, ['driving', 1]]);
    expect(over.violations).toEqual([{ rule: 'drive_11', at: iso(22.5), minutes_over: 60 }]);
  });

  it('does not treat an 8-hour rest as a reset', () => {
    const c = clocks([
      ['driving', 5],
      ['off_duty', 8],
      ['driving', 7],
    ]);
    expect(c.violations).toEqual([
      { rule: 'shift_14', at: iso(14), minutes_over: 360 },
      { rule: 'drive_11', at: iso(19), minutes_over: 60 },
    ]);
  });
});

describe('the 14-hour window', () => {
  it('runs from the first work after the rest, off-duty time inside it included', () => {
    const c = clocks([
      ['off_duty', 10],
      ['on_duty', 6],
      ['off_duty', 2],
      ['driving', 5],
    ]);
    expect(c.shift_remaining_minutes).toBe(60);
    expect(c.drive_remaining_minutes).toBe(360);
    const late = clocks([
      ['off_duty', 10],
      ['on_duty', 6],
      ['off_duty', 2],
      ['driving', 7],
    ]);
    expect(late.violations).toEqual([{ rule: 'shift_14', at: iso(24), minutes_over: 60 }]);
  });

  it('allows on-duty work after the window, not driving', () => {
    const c = clocks([
      ['off_duty', 10],
      ['on_duty', 16],
    ]);
    expect(c).toMatchObject({ shift_remaining_minutes: 0, drive_remaining_minutes: 660, violations: [] });
  });
});

describe('the 30-minute break', () => {
  it('is due after 8 hours of driving without a 30-minute interruption', () => {
    const c = clocks([
      ['off_duty', 10],
      ['driving', 4],
      ['on_duty', 0.25],
      ['driving', 4],
      ['off_duty', 0.25],
      ['driving', 1],
    ]);
    expect(c.break_remaining_minutes).toBe(0);
    expect(c.violations).toEqual([{ rule: 'break_30', at: iso(18.5), minutes_over: 60 }]);
  });

  it('is satisfied by 30 minutes of on-duty work', () => {
    const c = clocks([
      ['off_duty', 10],
      ['driving', 8],
      ['on_duty', 0.5],
      ['driving', 2],
    ]);
    expect(c.break_remaining_minutes).toBe(360);
    expect(c.violations).toEqual([]);
  });

  it('is not required of short-haul drivers, whose break clock is the drive clock', () => {
    const c = clocks(
      [
        ['off_duty', 10],
        ['driving', 9],
      ],
      { ...UTC, shortHaul: true },
    );
    expect(c.violations).toEqual([]);
    expect(c.break_remaining_minutes).toBe(c.drive_remaining_minutes);
    expect(c.drive_remaining_minutes).toBe(120);
  });
});

/** Days of 10 on-duty hours (2 on duty, 8 driving) in 24, each day from midnight UTC. */
const tenHourDays = (n: number): Step[] =>
  Array.from(
    { length: n },
    () =>
      [
        ['off_duty', 6],
        ['on_duty', 2],
        ['driving', 8],
        ['off_duty', 8],
      ] as Step[],
  ).flat();

describe('the 60/70-hour cycle', () => {
  it('stops driving after 70 hours in 8 days', () => {
    expect(clocks(tenHourDays(7)).cycle_remaining_minutes).toBe(0);
    const c = clocks([...tenHourDays(7), ['off_duty', 6], ['driving', 1]]);
    expect(c.cycle_remaining_minutes).toBe(0);
    expect(c.violations).toEqual([{ rule: 'cycle_70', at: iso(7 * 24 + 6), minutes_over: 60 }]);
  });

  it('counts 60 hours over the last 7 days', () => {
    const sixty = { ...UTC, cycle: '60_7' } as const;
    expect(clocks([...tenHourDays(6), ['off_duty', 6]], sixty).cycle_remaining_minutes).toBe(0);
    const c = clocks([...tenHourDays(6), ['off_duty', 6], ['driving', 1]], sixty);
    expect(c.violations).toEqual([{ rule: 'cycle_60', at: iso(6 * 24 + 6), minutes_over: 60 }]);
  });

  it('gives back the hours of a day as it leaves the window', () => {
    expect(clocks([...tenHourDays(7), ['off_duty', 16]]).cycle_remaining_minutes).toBe(0);
    expect(clocks([...tenHourDays(7), ['off_duty', 25]]).cycle_remaining_minutes).toBe(600);
  });

  it('reads days in the company time zone', () => {
    // One on-duty hour a day at 02:00 UTC, which is 22:00 the day before in New York.
    const steps = Array.from(
      { length: 7 },
      () =>
        [
          ['on_duty', 1],
          ['off_duty', 23],
        ] as Step[],
    ).flat();
    const { events } = log(steps, Date.parse('2026-06-02T02:00:00Z'));
    const at = new Date('2026-06-08T12:00:00Z');
    expect(hosClocks(events, at, { cycle: '60_7', timeZone: 'UTC' }).cycle_remaining_minutes).toBe(3600 - 420);
    expect(hosClocks(events, at, { cycle: '60_7', timeZone: 'America/New_York' }).cycle_remaining_minutes).toBe(
      3600 - 360,
    );
  });

  it('restarts after 34 consecutive hours off', () => {
    expect(clocks([...tenHourDays(7), ['off_duty', 25]]).cycle_remaining_minutes).toBe(600);
    expect(clocks([...tenHourDays(7), ['off_duty', 26]]).cycle_remaining_minutes).toBe(4200);
    const c = clocks([...tenHourDays(7), ['off_duty', 18], ['sleeper_berth', 8], ['driving', 2]]);
    expect(c.cycle_remaining_minutes).toBe(4200 - 120);
    expect(c.violations).toEqual([]);
  });
});

describe('the sleeper-berth split', () => {
  it('8/2: recalculates from the end of the 8 hours once the 2 hours are taken', () => {
    const before: Step[] = [
      ['off_duty', 10],
      ['driving', 5],
      ['sleeper_berth', 8],
      ['driving', 6],
    ];
    // The long sleeper rest already stays out of the window: 11 of 14 hours used.
    expect(clocks(before)).toMatchObject({ drive_remaining_minutes: 0, shift_remaining_minutes: 180 });
    const paired = clocks([...before, ['off_duty', 2]]);
    expect(paired).toMatchObject({ drive_remaining_minutes: 300, shift_remaining_minutes: 480, violations: [] });
    expect(clocks([...before, ['off_duty', 2], ['driving', 5]]).violations).toEqual([]);
    const over = clocks([...before, ['off_duty', 2], ['driving', 6]]);
    expect(over.violations).toEqual([{ rule: 'drive_11', at: iso(36), minutes_over: 60 }]);
  });

  it('7/3: the short rest first, paired with the sleeper rest after it', () => {
    const c = clocks([
      ['off_duty', 10],
      ['driving', 6],
      ['off_duty', 3],
      ['driving', 5],
      ['sleeper_berth', 7],
    ]);
    expect(c).toMatchObject({ drive_remaining_minutes: 360, shift_remaining_minutes: 540, violations: [] });
  });

  it('7/3: once paired, driving past the first window is no violation', () => {
    const steps: Step[] = [
      ['off_duty', 10],
      ['driving', 6],
      ['off_duty', 3],
      ['on_duty', 1],
      ['driving', 5],
    ];
    expect(clocks(steps).violations).toEqual([{ rule: 'shift_14', at: iso(24), minutes_over: 60 }]);
    expect(clocks([...steps, ['sleeper_berth', 7]]).violations).toEqual([]);
  });

  it('never pairs a 10-hour rest with a later one: the reset already renewed the clocks', () => {
    expect(
      clocks([
        ['sleeper_berth', 10],
        ['driving', 3],
        ['off_duty', 3],
      ]).shift_remaining_minutes,
    ).toBe(480);
  });

  it('a 10-hour rest holding 7 sleeper hours completes a pair with the short rest before it', () => {
    const steps: Step[] = [
      ['off_duty', 10],
      ['driving', 6],
      ['off_duty', 3],
      ['on_duty', 1],
      ['driving', 5],
    ];
    expect(clocks([...steps, ['sleeper_berth', 10]]).violations).toEqual([]);
    expect(clocks([...steps, ['off_duty', 10]]).violations).toEqual([
      { rule: 'shift_14', at: iso(24), minutes_over: 60 },
    ]);
  });

  it('needs 7 hours in the sleeper berth and 10 in all', () => {
    const short = clocks([
      ['off_duty', 10],
      ['driving', 5],
      ['sleeper_berth', 7],
      ['driving', 5],
      ['off_duty', 2],
    ]);
    expect(short.drive_remaining_minutes).toBe(60);
    const offDuty = clocks([
      ['off_duty', 10],
      ['driving', 5],
      ['off_duty', 8],
      ['driving', 5],
      ['off_duty', 2],
    ]);
    expect(offDuty).toMatchObject({ drive_remaining_minutes: 60, shift_remaining_minutes: 0 });
  });
});

describe('adverse driving conditions', () => {
  it('extend driving and the window by up to 2 hours in that duty period', () => {
    const steps: Step[] = [
      ['off_duty', 10],
      ['driving', 8],
      ['off_duty', 0.5],
      ['driving', 4, 'adverse'],
    ];
    const c = clocks(steps);
    expect(c).toMatchObject({ drive_remaining_minutes: 60, shift_remaining_minutes: 210, violations: [] });
    const plain = clocks([
      ['off_duty', 10],
      ['driving', 8],
      ['off_duty', 0.5],
      ['driving', 4],
    ]);
    expect(plain.violations).toEqual([{ rule: 'drive_11', at: iso(21.5), minutes_over: 60 }]);
    expect(clocks([...steps, ['off_duty', 10]]).drive_remaining_minutes).toBe(660);
  });
});

describe('the clocks at an instant', () => {
  it('count an open event until the instant and ignore later events', () => {
    const { events } = log([
      ['off_duty', 10],
      ['driving', 3],
      ['off_duty', 1],
      ['driving', 9],
    ]);
    const c = hosClocks(events, new Date(T0 + 12 * HOUR), UTC);
    expect(c).toMatchObject({ status: 'driving', drive_remaining_minutes: 540, violations: [] });
    expect(c.next_reset_at).toBe(iso(22));
  });

  it('gives when a 10-hour rest would end', () => {
    const { events } = log([
      ['driving', 2],
      ['sleeper_berth', 4],
    ]);
    expect(hosClocks(events, new Date(T0 + 5 * HOUR), UTC).next_reset_at).toBe(iso(12));
    expect(hosClocks(events, new Date(T0 + HOUR), UTC).next_reset_at).toBe(iso(11));
    expect(hosClocks([], new Date(T0), UTC)).toMatchObject({
      status: 'off_duty',
      drive_remaining_minutes: 660,
      shift_remaining_minutes: 840,
      cycle_remaining_minutes: 4200,
      next_reset_at: null,
    });
  });

  it('credits no rest before the first event', () => {
    const c = clocks([
      ['off_duty', 3],
      ['driving', 2],
    ]);
    expect(c).toMatchObject({ drive_remaining_minutes: 540, shift_remaining_minutes: 720 });
  });
});

describe('the API contract', () => {
  it('reads duty events and finds the first out of order', () => {
    const body = { events: [{ status: 'driving', start: '2026-06-01T08:00:00-05:00', adverse_conditions: true }] };
    expect(dutyStatusEventsInput.parse(body).events[0]?.status).toBe('driving');
    expect(dutyStatusEventsInput.safeParse({ events: [] }).success).toBe(false);
    expect(dutyStatusEventsInput.safeParse({ events: [{ status: 'napping', start: iso(0) }] }).success).toBe(false);
    expect(
      dutyStatusEventsInput.safeParse({ events: [{ status: 'driving', start: '2026-06-01T08:00' }] }).success,
    ).toBe(false);
    const starts = ['2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z', '2026-06-01T04:00:00-05:00'];
    expect(validateDutyEventOrder(starts.map((start) => ({ start })))).toMatchObject({ index: 2 });
    expect(validateDutyEventOrder(starts.slice(0, 2).map((start) => ({ start })))).toBeNull();
  });

  it('answers the clocks in the API shape', () => {
    const c = clocks([
      ['off_duty', 10],
      ['driving', 12],
    ]);
    expect(hosClocksAnswer.parse({ driver_id: 7, at: iso(22), ...c }).violations).toHaveLength(2);
  });
});
