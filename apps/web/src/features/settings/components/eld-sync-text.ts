import type { EldSyncResult } from '@tms/domain';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "2 drivers and 1 vehicle", "3 vehicles": the provider's records left to match. */
export function toMatchText(drivers: number, vehicles: number): string {
  const parts = [
    drivers > 0 && count(drivers, 'driver', 'drivers'),
    vehicles > 0 && count(vehicles, 'vehicle', 'vehicles'),
  ];
  return parts.filter(Boolean).join(' and ');
}

/** What a sync brought in, for the notice after "Sync now". */
export function syncResultText(name: string, r: EldSyncResult): string {
  const seen = `${count(r.drivers_seen, 'driver', 'drivers')}, ${count(r.vehicles_seen, 'vehicle', 'vehicles')}`;
  const stored = `${count(r.events_stored, 'log event', 'log events')} and ${count(r.positions_stored, 'location', 'locations')}`;
  const left = toMatchText(r.unmatched_drivers, r.unmatched_vehicles);
  return `${name} synced: ${seen}; ${stored} stored.${left ? ` ${left} to match.` : ''}`;
}
