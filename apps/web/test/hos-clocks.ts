import type { HosClocksList } from '@tms/domain';

type DriverClocks = HosClocksList['clocks'][number];

/** A driver's clocks as GET /api/hos/clocks answers them (a fresh day), with `changes` applied. */
export const hosClocks = (changes: Partial<DriverClocks> = {}): DriverClocks => ({
  driver_id: 1,
  driver_name: 'Rosa Delgado',
  short_haul: false,
  dispatcher_ids: [],
  at: '2026-11-29T18:00:00Z',
  status: 'off_duty',
  drive_remaining_minutes: 660,
  shift_remaining_minutes: 840,
  cycle_remaining_minutes: 4200,
  break_remaining_minutes: 480,
  cycle: '70_8',
  next_reset_at: null,
  violations: [],
  ...changes,
});
