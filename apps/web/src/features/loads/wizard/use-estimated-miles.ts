import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useEmptyMiles, useMileage } from '../api/mileage-calls';
import { type Estimate, emptyEstimate, loadedEstimate, shouldFill, stopZips } from './estimated-miles-rules';
import type { WizardEvent } from './event-rules';
import type { RateCargoForm } from './rate-cargo-rules';

type MilesField = 'loaded_miles' | 'empty_miles';

/** The mark under a miles box the wizard filled: shown until the user changes the value. */
export type EstimateMark = { hint: string };

/**
 * Issue 31: the wizard fills loaded miles from the stops' ZIP codes and empty miles from the
 * truck's previous delivery (decision 0200). A box is filled when empty, or again when it still
 * holds an earlier estimate and what it was worked out from changed; typing in it takes the mark
 * away, and a typed value is never replaced.
 */
export function useEstimatedMiles({
  form,
  stops,
  loadId,
}: {
  form: RateCargoForm;
  stops: readonly WizardEvent[];
  loadId: number | null;
}): Partial<Record<MilesField, EstimateMark>> {
  const [estimates, setEstimates] = useState<Partial<Record<MilesField, Estimate>>>({});
  const zips = useMemo(() => stopZips(stops), [stops]);
  const loaded = useMileage(zips).data;
  const empty = useEmptyMiles(loadId).data;

  const proposed = useMemo(
    () => ({
      loaded_miles: zips && loaded ? loadedEstimate(zips, loaded) : null,
      empty_miles: empty ? emptyEstimate(empty) : null,
    }),
    [zips, loaded, empty],
  );
  // The estimates already made, read when a new proposal arrives (not a reason to fill again).
  const made = useRef(estimates);
  made.current = estimates;
  useEffect(() => {
    const filled: Partial<Record<MilesField, Estimate>> = {};
    for (const field of ['loaded_miles', 'empty_miles'] as const) {
      const next = proposed[field];
      if (!next || !shouldFill(form.getValues(field), made.current[field], next.basis)) continue;
      form.setValue(field, next.value, { shouldDirty: true, shouldValidate: true });
      filled[field] = next;
    }
    if (filled.loaded_miles || filled.empty_miles) setEstimates((was) => ({ ...was, ...filled }));
  }, [form, proposed]);

  const values = useWatch({ control: form.control, name: ['loaded_miles', 'empty_miles'] });
  const markOf = (field: MilesField, value: string | undefined) => {
    const e = estimates[field];
    return e && value === e.value ? { hint: e.hint } : undefined;
  };
  return { loaded_miles: markOf('loaded_miles', values[0]), empty_miles: markOf('empty_miles', values[1]) };
}
