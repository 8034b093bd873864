import type { AvailableUnit } from '@tms/domain';
import type { IdOption } from '../../../components/form/form-id-picker';

const NONE: IdOption = { id: null, label: 'None' };

/** Unit number, then year, make and model: what a user types to find a unit. */
const unitLabel = (u: AvailableUnit) =>
  [u.unit_number, [u.year, u.make, u.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** "None", the driver's own unit when it is not among the free ones, then the free units. */
export function unitOptions(free: AvailableUnit[], ownId: number | null, ownNumber: string | null): IdOption[] {
  const own = ownId && !free.some((u) => u.id === ownId) ? [{ id: ownId, label: `${ownNumber} (current)` }] : [];
  return [NONE, ...own, ...free.map((u) => ({ id: u.id, label: unitLabel(u) }))];
}
