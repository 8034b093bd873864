import type { LoadListItem } from '@tms/domain';

type Stop = NonNullable<LoadListItem['first_pickup']>;

const time = (v: string | null) =>
  v ? new Date(v).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false }) : '';

/** "Dallas, TX" */
export const stopPlace = (s: Stop | null) => (s ? [s.city, s.state].filter(Boolean).join(', ') || '—' : '—');

/** "Nov 24 · 08:00–17:00" */
export function stopWhen(s: Stop | null): string {
  if (!s) return '';
  const day = new Date(`${s.event_date.slice(0, 10)}T12:00:00`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
  const lo = time(s.appointment_time_lower);
  const hi = time(s.appointment_time_higher);
  return [day, lo ? (hi && hi !== lo ? `${lo}–${hi}` : lo) : ''].filter(Boolean).join(' · ');
}

export const money = (v: string | null) =>
  v === null ? '—' : `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const miles = (v: string | null) =>
  v === null ? '—' : Number(v).toLocaleString('en-US', { maximumFractionDigits: 0 });

export const personName = (d: { first_name: string; last_name: string } | null) =>
  d ? `${d.first_name} ${d.last_name}` : '';

export function driversText(l: LoadListItem): string {
  const names = [personName(l.driver), personName(l.secondary_driver)].filter(Boolean);
  return names.length ? names.join(' & ') : 'Unassigned';
}
