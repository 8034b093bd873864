import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage } from '../../../app/session/user-storage';
import {
  defaultStatusId,
  EMPTY_BASIC_INFO,
  secondarySplitFor,
  toStep1,
  withDriverDispatchers,
  withTeamLoad,
} from './basic-info-rules';
import {
  applyAppointmentType,
  canMoveDown,
  canMoveUp,
  changeEventDate,
  defaultEvent,
  fromLoadEvent,
  moveEvent,
  removeEvent,
  toEventInput,
  type WizardEvent,
} from './event-rules';
import { changedRateCargo, EMPTY_RATE_CARGO, liveTotals } from './rate-cargo-rules';
import { draftKey, readDraft, saveDraft } from './wizard-draft';

const at = (order: number, date: string): WizardEvent => ({ ...defaultEvent(order), event_date: date });

describe('events', () => {
  it('a new event is tomorrow 08:00-17:00 in the USA, a pickup only when first', () => {
    const e = defaultEvent(1, '2026-11-23');
    expect(e).toMatchObject({
      event_type: 'pickup',
      event_date: '2026-11-24',
      time_lower: '08:00',
      time_higher: '17:00',
    });
    expect(e.location_country).toBe('USA');
    expect(defaultEvent(2).event_type).toBe('delivery');
  });

  it("a new event's tomorrow is counted in the company's zone, not the browser's", () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on Nov 24 (the platform's zone without a session) is already Nov 25 in Tokyo.
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    try {
      expect(defaultEvent(1).event_date).toBe('2026-11-25');
    } finally {
      vi.useRealTimers();
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    }
  });

  it('blocks moving up a stop dated after the previous one, and down one dated before the next', () => {
    const events = [at(1, '2026-11-24'), at(2, '2026-11-25'), at(3, '2026-11-25')];
    expect(canMoveUp(events, 1)).toBe(false);
    expect(canMoveDown(events, 0)).toBe(false);
    expect(moveEvent(events, 1, 'up').map((e) => e.key)).toEqual(events.map((e) => e.key));
    expect(canMoveUp(events, 2)).toBe(true);
    const moved = moveEvent(events, 2, 'up');
    expect(moved.map((e) => e.key)).toEqual([events[0]?.key, events[2]?.key, events[1]?.key]);
    expect(moved.map((e) => e.event_order)).toEqual([1, 2, 3]);
  });

  it('renumbers 1..n after a delete', () => {
    const events = [at(1, '2026-11-24'), at(2, '2026-11-25'), at(3, '2026-11-26')];
    expect(removeEvent(events, 0).map((e) => e.event_order)).toEqual([1, 2]);
  });

  it('a date change rewrites only the date; appointment types set the times', () => {
    const e = { ...at(1, '2026-11-24'), time_lower: '09:30', time_higher: '' };
    expect(changeEventDate(e, '2026-12-01')).toMatchObject({
      event_date: '2026-12-01',
      time_lower: '09:30',
      time_higher: '17:00',
    });
    // "Now" is the clock at the stop: 19:45 UTC is 13:45 in Dallas, 11:45 in Los Angeles.
    const now = new Date('2026-11-23T19:45:00Z');
    const noTime = { id: 3, has_time: false, has_time_range: false };
    expect(applyAppointmentType({ ...e, location_state: 'TX' }, noTime, now)).toMatchObject({
      appointment_type_id: 3,
      time_lower: '13:45',
      time_higher: '13:45',
    });
    expect(applyAppointmentType({ ...e, location_state: 'CA' }, noTime, now).time_lower).toBe('11:45');
    expect(applyAppointmentType({ ...e, location_state: '' }, noTime, now, 'America/New_York').time_lower).toBe(
      '14:45',
    );
  });

  it("reads a stop's times in the stop's own zone, whatever the browser's, and gives them back the same", () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const stop = { ...at(1, '2026-03-02'), location_state: 'CA', time_lower: '08:00', time_higher: '10:30' };
      const input = toEventInput(stop, 'America/Chicago');
      // 08:00 at a Los Angeles dock, before daylight saving time starts: 16:00 UTC.
      expect(input.appointment_time_lower).toBe('2026-03-02T16:00:00.000Z');
      expect(input.appointment_time_higher).toBe('2026-03-02T18:30:00.000Z');
      // A stop outside the US keeps the company's zone.
      const abroad = toEventInput({ ...stop, location_state: 'ON', location_country: 'Canada' }, 'America/Chicago');
      expect(abroad.appointment_time_lower).toBe('2026-03-02T14:00:00.000Z');
      const back = fromLoadEvent(
        {
          ...input,
          id: 7,
          load_id: 1,
          event_date: '2026-03-02',
          appointment_type_id: null,
          location_state: 'CA',
        } as unknown as Parameters<typeof fromLoadEvent>[0],
        'America/Chicago',
      );
      expect(back).toMatchObject({ time_lower: '08:00', time_higher: '10:30', location_state: 'CA' });
    } finally {
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    }
  });
});

describe('basic info', () => {
  it('defaults to the first status named booked, else the first', () => {
    expect(
      defaultStatusId([
        { id: 4, name: 'Dispatched' },
        { id: 7, name: 'Booked' },
      ]),
    ).toBe(7);
    expect(defaultStatusId([{ id: 4, name: 'Dispatched' }])).toBe(4);
  });

  it('team load off clears the secondary driver and both splits; the secondary split is 100 - primary', () => {
    const team = { ...EMPTY_BASIC_INFO, is_team_load: true, secondary_driver_id: 9, team_pay_split_primary: '60.25' };
    expect(secondarySplitFor('60.25')).toBe('39.75');
    expect(toStep1(team, false).team_pay_split_secondary).toBe('39.75');
    expect(withTeamLoad(team, false)).toMatchObject({
      is_team_load: false,
      secondary_driver_id: null,
      team_pay_split_primary: '',
      team_pay_split_secondary: '',
    });
  });

  it("drops a dispatcher who is not one of the driver's dispatchers, and keeps one who is", () => {
    const picked = { ...EMPTY_BASIC_INFO, driver_id: 3, dispatcher_id: 10 };
    expect(withDriverDispatchers(picked, [11]).dispatcher_id).toBeNull();
    expect(toStep1(withDriverDispatchers(picked, [11]), true).dispatcher_id).toBe(0);
    expect(withDriverDispatchers(picked, [10, 11])).toBe(picked);
  });
});

describe('rate and cargo', () => {
  it('computes totals exactly and sends only changed fields', () => {
    const v = {
      ...EMPTY_RATE_CARGO,
      rate_booked: '2500',
      rate_dispatched: '1800.50',
      loaded_miles: '800',
      empty_miles: '200',
    };
    expect(liveTotals(v)).toEqual({
      total_miles: '1000.00',
      rpm_loaded: '3.13',
      rpm_total: '2.50',
      profit_margin: '699.50',
    });
    expect(changedRateCargo(v, { ...v, empty_miles: '150', rate_booked: '2500.00' })).toEqual({ empty_miles: '150' });
  });
});

describe('draft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const dispatcher = { id: 7, company_id: 1 };
  const manager = { id: 8, company_id: 1 };
  const draft = { step: 0, basicInfo: { ...EMPTY_BASIC_INFO, load_number: 'ACM-9' }, events: [], rateCargo: {} };

  it('is offered for 24 hours and then removed', () => {
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0));
    saveDraft(window.localStorage, dispatcher, draft);
    vi.advanceTimersByTime(23 * 3600_000);
    expect(readDraft(window.localStorage, dispatcher)).not.toBeNull();
    vi.advanceTimersByTime(2 * 3600_000);
    expect(readDraft(window.localStorage, dispatcher)).toBeNull();
    expect(window.localStorage.getItem(draftKey(dispatcher))).toBeNull();
  });

  it('belongs to the user who typed it, in their company', () => {
    saveDraft(window.localStorage, dispatcher, draft);
    expect(readDraft(window.localStorage, dispatcher)?.basicInfo.load_number).toBe('ACM-9');
    expect(readDraft(window.localStorage, manager)).toBeNull();
    expect(readDraft(window.localStorage, { id: 7, company_id: 2 })).toBeNull();
  });

  it("is removed with the user's stored values, and only theirs", () => {
    saveDraft(window.localStorage, dispatcher, draft);
    saveDraft(window.localStorage, manager, draft);
    window.localStorage.setItem('theme', 'dark');
    clearUserStorage(window.localStorage, dispatcher);
    expect(readDraft(window.localStorage, dispatcher)).toBeNull();
    expect(readDraft(window.localStorage, manager)).not.toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
