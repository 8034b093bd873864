import { HOUR, type RestRun } from './timeline';

/**
 * Duty periods: where the 11-hour and 14-hour clocks are counted from (49 CFR 395.3(a)).
 *
 * - A rest (off duty and sleeper berth, in any mix) of 10 hours or more restarts both clocks at its end.
 * - Sleeper-berth split (395.3(a)(3)(ii), as FMCSA's guide explains it): a rest holding at least
 *   7 consecutive hours in the sleeper berth pairs with another rest of at least 2 hours, before or
 *   after it, when the two total at least 10 hours (7/3, 8/2, ...). A rest's whole length counts
 *   toward the 10 hours. When the second rest of a pair ends, the clocks are recalculated from the
 *   end of the first: driving counts from there, and the 14-hour window runs from there with both
 *   rests left out. Pairs chain: the second rest of one pair may be the first of the next. Each
 *   rest pairs with the latest earlier rest of 2 hours or more that qualifies, looking back no
 *   further than the rest the clocks are counted from (a shorter break in between does not matter).
 * - A sleeper-berth rest of 7 hours or more is left out of the 14-hour window as soon as it is
 *   taken ("does not count as part of the 14 hours"): the window a driver sees after it already
 *   includes the extension, as the pair is completed by any later rest of 2 hours or more.
 * - A rest of 10 hours or more resets the clocks and so cannot be the first rest of a pair
 *   (FMCSA's answer of November 2020); it may complete a pair as the second, which leaves the
 *   earlier rest out of the window for the driving before it.
 * - Where FMCSA asks for the pairing with the fewest violations, this takes the latest qualifying
 *   earlier rest: the one that leaves the most time from here on.
 */

export const RESET = 10 * HOUR;
export const RESTART = 34 * HOUR;
const SPLIT_LONG = 7 * HOUR;
const SPLIT_SHORT = 2 * HOUR;

/** From `time` on, the clocks count from span index `from`. */
export interface Anchor {
  time: number;
  from: number;
}

export interface DutyPeriods {
  /** Recalculation points in time order. */
  anchors: Anchor[];
  /** Per rest run: left out of the 14-hour window. */
  excluded: boolean[];
  /** Ends of 34-hour restarts, in time order. */
  restarts: number[];
}

const length = (r: RestRun) => r.end - r.start;
const isLongSleeper = (r: RestRun) => r.sleeper >= SPLIT_LONG;

function pairs(a: RestRun, b: RestRun): boolean {
  return (isLongSleeper(a) || isLongSleeper(b)) && length(a) + length(b) >= RESET;
}

export function dutyPeriods(runs: readonly RestRun[]): DutyPeriods {
  const anchors: Anchor[] = [];
  const excluded = runs.map(isLongSleeper);
  const restarts: number[] = [];
  // Rests of 2 hours or more that may still pair: since the first rest of the latest pair (included) or the latest reset.
  let candidates: number[] = [];
  for (let j = 0; j < runs.length; j++) {
    const run = runs[j]!;
    if (length(run) < SPLIT_SHORT) continue;
    let partner = -1;
    for (let k = candidates.length - 1; k >= 0; k--) {
      if (pairs(runs[candidates[k]!]!, run)) {
        partner = k;
        break;
      }
    }
    if (length(run) >= RESTART) restarts.push(run.end);
    if (length(run) >= RESET) {
      if (partner >= 0) excluded[candidates[partner]!] = true;
      excluded[j] = excluded[j] || partner >= 0;
      anchors.push({ time: run.end, from: run.after });
      candidates = [];
    } else if (partner >= 0) {
      const first = candidates[partner]!;
      excluded[first] = true;
      excluded[j] = true;
      anchors.push({ time: run.end, from: runs[first]!.after });
      candidates = [...candidates.slice(partner), j];
    } else {
      candidates.push(j);
    }
  }
  return { anchors, excluded, restarts };
}
