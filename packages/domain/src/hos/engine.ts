import type { DutyEvent, HosClocks, HosOptions } from '../hos';
import { CYCLE_RULES, type CycleBook, cycleUsedAt, piecesByDay } from './cycle';
import { dayStarts } from './days';
import { dutyPeriods, RESET } from './duty-periods';
import { HOUR, isOnDuty, isRest, MINUTE, prefix, restRuns, type Span, spansUntil, statusAt } from './timeline';
import { ViolationLog } from './violations';

const DRIVE = 11 * HOUR;
const WINDOW = 14 * HOUR;
const ADVERSE = 2 * HOUR;
const BREAK_AFTER = 8 * HOUR;
const BREAK = 30 * MINUTE;

const remaining = (limit: number, used: number) => Math.max(0, Math.floor((limit - used) / MINUTE));

/** Spans inside rests left out of the 14-hour window (split-sleeper rests). */
function excludedSpans(spans: readonly Span[], runs: ReturnType<typeof restRuns>, excluded: boolean[]) {
  const flags = new Uint8Array(spans.length);
  runs.forEach((r, k) => {
    if (excluded[k]) flags.fill(1, r.first, r.after);
  });
  return flags;
}

/**
 * One pass over the spans in time order. The clocks are counted from the current anchor (span
 * index): the first work of the log (nothing before it is known, so nothing is assumed), the end
 * of a 10-hour rest, or the end of the first rest of a sleeper-berth pair (duty-periods.ts).
 */
export function clocksAt(events: readonly DutyEvent[], atDate: Date, options: HosOptions): HosClocks {
  const at = atDate.getTime();
  const spans = spansUntil(events, at);
  const runs = restRuns(spans);
  const { anchors, excluded, restarts } = dutyPeriods(runs);
  const outside = excludedSpans(spans, runs, excluded);
  const driving = prefix(spans, (s) => s.status === 'driving');
  const windowTime = prefix(spans, (_, i) => outside[i] === 0);
  const cycleRule = CYCLE_RULES[options.cycle];
  const book: CycleBook = {
    spans,
    onDuty: prefix(spans, (s) => isOnDuty(s.status)),
    dayStarts: dayStarts(spans[0]?.start ?? at, at, options.timeZone),
    days: cycleRule.days,
  };
  const log = new ViolationLog();

  let anchor = -1;
  let nextAnchor = 0;
  let restartEnd = Number.NEGATIVE_INFINITY;
  let nextRestart = 0;
  let adverseAt = -1;
  let notDriving = 0;
  let sinceBreak = 0;
  let breakKey = 0;
  let cycleKey = 0;
  const advance = (t: number) => {
    while (nextAnchor < anchors.length && anchors[nextAnchor]!.time <= t) anchor = anchors[nextAnchor++]!.from;
    while (nextRestart < restarts.length && restarts[nextRestart]! <= t) restartEnd = restarts[nextRestart++]!;
  };
  const extension = () => (anchor >= 0 && adverseAt >= anchor ? ADVERSE : 0);

  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const length = s.end - s.start;
    advance(s.start);
    if (s.adverse) adverseAt = i;
    if (isOnDuty(s.status) && anchor < 0) anchor = i;
    if (s.status !== 'driving') {
      notDriving += length;
      continue;
    }
    const extra = extension();
    log.drive('drive_11', anchor, s.start, length, driving[i]! - driving[anchor]!, DRIVE + extra);
    log.drive('shift_14', anchor, s.start, length, windowTime[i]! - windowTime[anchor]!, WINDOW + extra);
    if (notDriving >= BREAK) {
      sinceBreak = 0;
      breakKey++;
    }
    notDriving = 0;
    if (!options.shortHaul) log.drive('break_30', breakKey, s.start, length, sinceBreak, BREAK_AFTER);
    sinceBreak += length;
    for (const [from, to] of piecesByDay(book, s.start, s.end)) {
      const used = cycleUsedAt(book, from, restartEnd);
      if (used < cycleRule.hours) cycleKey++;
      log.drive(cycleRule.rule, cycleKey, from, to - from, used, cycleRule.hours);
    }
  }

  advance(at);
  const n = spans.length;
  const extra = extension();
  const drive = remaining(DRIVE + extra, anchor < 0 ? 0 : driving[n]! - driving[anchor]!);
  const status = statusAt(events, at);
  return {
    status,
    drive_remaining_minutes: drive,
    shift_remaining_minutes: remaining(WINDOW + extra, anchor < 0 ? 0 : windowTime[n]! - windowTime[anchor]!),
    cycle_remaining_minutes: remaining(cycleRule.hours, cycleUsedAt(book, at, restartEnd)),
    break_remaining_minutes: options.shortHaul ? drive : remaining(BREAK_AFTER, notDriving >= BREAK ? 0 : sinceBreak),
    cycle: options.cycle,
    violations: log.result(),
    next_reset_at: nextReset(events, spans, runs, at, status),
  };
}

/**
 * When a 10-hour rest would end: at + 10 h when the driver is working now (or the rest starts
 * exactly now); otherwise 10 h after the current rest began (in the past when it already has).
 * A rest open since the first event is counted from that event. Null without any event.
 */
function nextReset(
  events: readonly DutyEvent[],
  spans: readonly Span[],
  runs: ReturnType<typeof restRuns>,
  at: number,
  status: HosClocks['status'],
): string | null {
  if (!events.some((e) => e.start.getTime() <= at)) return null;
  const last = runs[runs.length - 1];
  const open = isRest(status) && last && last.after === spans.length && last.end === at;
  return new Date((open ? last.start : at) + RESET).toISOString();
}
