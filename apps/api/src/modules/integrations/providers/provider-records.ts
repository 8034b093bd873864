import { ELD_SYNC_MESSAGES } from '@tms/domain';
import { z } from 'zod';
import { type ProviderDriverLog, type ProviderDutyEvent, ProviderError, type ProviderPosition } from './eld-provider';

/** A timestamp field of a provider's answer, read as a Date; an unreadable one fails the answer. */
export const providerTime = z
  .string()
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()), 'not a timestamp');

/** Empty strings and absent values alike become null. */
export const textOrNull = (value: string | null | undefined): string | null => value?.trim() || null;

/** A status code no mapping names: the provider speaks a version this one cannot read. */
export function unknownStatus(): never {
  throw new ProviderError('unexpected', ELD_SYNC_MESSAGES.unexpected);
}

/** "Mary Ann Smith" -> Mary Ann / Smith: the last word is the last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** A heading in whole degrees 0..359, or null when the provider gave none. */
export function wholeHeading(degrees: number | null | undefined): number | null {
  if (degrees === null || degrees === undefined || !Number.isFinite(degrees)) return null;
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/** Coordinates a map can place: in range, and not the 0,0 a device reports before its first fix. */
export function validCoordinates(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

export const keepValidPositions = (positions: ProviderPosition[]) =>
  positions.filter((p) => validCoordinates(p.lat, p.lng) && !Number.isNaN(p.at.getTime()));

/**
 * Each driver's changes of status in time order, a change to the status the driver is already in
 * folded into the one before (providers split a status at midnight or on an edit), then only those
 * starting in [from, to). Folding first means a status running across `from` is not reported again.
 */
export function driverLogs(
  events: { driverExternalId: string; event: ProviderDutyEvent }[],
  range: { from: Date; to: Date },
): ProviderDriverLog[] {
  const byDriver = new Map<string, ProviderDutyEvent[]>();
  for (const { driverExternalId, event } of events) {
    const list = byDriver.get(driverExternalId) ?? [];
    list.push(event);
    byDriver.set(driverExternalId, list);
  }
  const logs: ProviderDriverLog[] = [];
  for (const [driverExternalId, list] of byDriver) {
    list.sort((a, b) => a.start.getTime() - b.start.getTime());
    const changes = list.filter((e, i) => i === 0 || list[i - 1]?.status !== e.status);
    const inRange = changes.filter((e) => e.start >= range.from && e.start < range.to);
    if (inRange.length > 0) logs.push({ driverExternalId, events: inRange });
  }
  return logs;
}
