import { dayIn, type EtaState, formatStopWhen, type LoadEta, stopTimeZone, timeOfDayIn, zoneLabel } from '@tms/domain';
import { signedInZone } from '../../components/today';

/** "Nov 24 · 14:30 CT": the ETA in the next stop's own zone, as its appointment reads; '' without one. */
export function etaWhen(eta: Pick<LoadEta, 'eta' | 'next_stop'>, fallbackZone: string = signedInZone()): string {
  if (!eta.eta) return '';
  const zone = stopTimeZone({ state: eta.next_stop?.state ?? null }, fallbackZone);
  const at = new Date(eta.eta);
  return `${formatStopWhen(dayIn(zone, at), timeOfDayIn(at, zone))} ${zoneLabel(zone, at)}`;
}

/** "Nov 24 14:30": the same in a narrow table cell, without the zone (the tooltip has it). */
export function etaShortWhen(eta: Pick<LoadEta, 'eta' | 'next_stop'>, fallbackZone: string = signedInZone()): string {
  if (!eta.eta) return '';
  const zone = stopTimeZone({ state: eta.next_stop?.state ?? null }, fallbackZone);
  const at = new Date(eta.eta);
  return formatStopWhen(dayIn(zone, at), timeOfDayIn(at, zone)).replace(' · ', ' ');
}

/** "ETA Nov 24 · 14:30 CT · 212 mi · incl. 10h rest" (a 10-hour reset on the way), or "No position yet". */
export function etaText(eta: LoadEta, fallbackZone?: string): string {
  const when = etaWhen(eta, fallbackZone);
  if (!when) return eta.position ? 'No ETA: the next stop has no location' : 'No position yet';
  const parts = [`ETA ${when}`];
  if (eta.remaining_miles !== null) parts.push(`${eta.remaining_miles.toLocaleString('en-US')} mi`);
  if (eta.includes_reset) parts.push('incl. 10h rest');
  return parts.join(' · ');
}

/** The theme colour of each state: its dot on the board, its chip on the load page. */
export const ETA_STATE_COLORS: Readonly<Record<EtaState, 'success' | 'warning' | 'error' | 'default'>> = {
  on_time: 'success',
  at_risk: 'warning',
  late: 'error',
  no_signal: 'default',
};
