import { TRAILER_TYPES, type TrailerForm, trailerForm, truckForm } from '@tms/domain';
import { z } from 'zod';
import type { UnitKind } from '../api/unit-keys';
import type { Unit } from '../api/units-api';

/** One form for both kinds: a truck's form ignores the trailer type. */
export type UnitFormInput = TrailerForm;
export type UnitFormOutput = z.output<typeof truckForm> & {
  trailer_type?: z.output<typeof trailerForm>['trailer_type'];
};

const truckFormWithType = truckForm.extend({ trailer_type: z.enum(TRAILER_TYPES).optional() });

export function unitFormSchema(kind: UnitKind): z.ZodType<UnitFormOutput, UnitFormInput> {
  return kind === 'truck' ? truckFormWithType : trailerForm;
}

export function unitFormValues(kind: UnitKind, u: Unit | null): UnitFormInput {
  return {
    unit_number: u?.unit_number ?? '',
    vin: u?.vin ?? '',
    make: u?.make ?? '',
    model: u?.model ?? '',
    year: u?.year ?? null,
    plate_number: u?.plate_number ?? '',
    plate_state: u?.plate_state ?? '',
    ownership: u?.ownership ?? 'company',
    status: u?.status ?? 'active',
    division_id: u?.division_id ?? null,
    registration_expiry: u?.registration_expiry ?? '',
    inspection_expiry: u?.inspection_expiry ?? '',
    notes: u?.notes ?? '',
    is_active: u?.is_active ?? true,
    ...(kind === 'trailer' ? { trailer_type: u?.trailer_type ?? 'dry_van' } : {}),
  };
}
