import type { HosRule, HosViolation } from '../hos';
import { MINUTE } from './timeline';

/**
 * Violations as driving goes past a limit. Driving past the same limit again before it is
 * recovered (same duty period, same break stretch, same cycle episode) adds to one violation.
 */
interface Open {
  rule: HosRule;
  key: number;
  at: number;
  over: number;
}

export class ViolationLog {
  private readonly list: Open[] = [];
  private readonly last = new Map<HosRule, Open>();

  /** Driving from `start` for `length` ms with `used` ms already counted against `limit`. */
  drive(rule: HosRule, key: number, start: number, length: number, used: number, limit: number): void {
    const over = Math.min(length, used + length - limit);
    if (over <= 0) return;
    const open = this.last.get(rule);
    if (open && open.key === key) {
      open.over += over;
      return;
    }
    const next = { rule, key, at: start + Math.max(0, limit - used), over };
    this.list.push(next);
    this.last.set(rule, next);
  }

  /** Whole minutes over; a limit passed by less than a minute is not reported. */
  result(): HosViolation[] {
    return this.list
      .filter((v) => v.over >= MINUTE)
      .sort((a, b) => a.at - b.at)
      .map((v) => ({ rule: v.rule, at: new Date(v.at).toISOString(), minutes_over: Math.floor(v.over / MINUTE) }));
  }
}
