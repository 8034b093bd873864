import type { ExtractedEvent } from '@tms/domain';
import type { LayoutMemory } from './learn-layout';
import { type Anchor, expandAnchor } from './read-anchor';
import { fieldPath, MAX_EVENTS, type RememberedField } from './remembered-fields';

/** Which learned stop's anchors serve a stop of the next document, and anchors for stops past the learned ones. */

/** The stored anchor at a path, with its left-out defaults, or undefined when there is none. */
export function anchorAt(memory: LayoutMemory, path: string): Anchor | undefined {
  const stored = memory.fields[path];
  return stored && typeof stored === 'object' ? expandAnchor(stored) : undefined;
}

const sameKind = (a: Anchor, b: Anchor) =>
  a.label === b.label && a.relation === b.relation && a.shape === b.shape && a.start === b.start && a.hit === b.hit;

/**
 * An anchor for the next item of a series, by the step between the series' last two: the third
 * "Consignee" block after the first two, the fourth row of a stop table after the first three.
 */
function extrapolated(series: [number, Anchor][], at: number): Anchor | null {
  const [j1, a1] = series.at(-2) ?? [];
  const [j2, a2] = series.at(-1) ?? [];
  if (j1 === undefined || j2 === undefined || !a1 || !a2 || !sameKind(a1, a2) || a2.occurrence < 0) return null;
  const per = (x: number, y: number) => (y - x) / (j2 - j1);
  const [occurrence, step] = [per(a1.occurrence, a2.occurrence), per(a1.step, a2.step)];
  if (!Number.isInteger(occurrence) || !Number.isInteger(step) || (occurrence === 0 && step === 0)) return null;
  const ahead = at - j2;
  return { ...a2, occurrence: a2.occurrence + ahead * occurrence, step: a2.step + ahead * step };
}

/** The remembered anchors of one stop field, by the stop they were learned on. */
function stopAnchors(memory: LayoutMemory, field: RememberedField): [number, Anchor][] {
  const out: [number, Anchor][] = [];
  for (let i = 0; i < MAX_EVENTS; i++) {
    const anchor = anchorAt(memory, fieldPath(field, i));
    if (anchor) out.push([i, anchor]);
  }
  return out;
}

export type StopKey = { event: number; type: ExtractedEvent['event_type']; rank: number };

/** The anchor learned on the same-numbered stop, or placed by the stops before it. */
export function byStop(memory: LayoutMemory, field: RememberedField, stop: StopKey): Anchor | null {
  const all = stopAnchors(memory, field);
  return (
    all.find(([j]) => j === stop.event)?.[1] ??
    extrapolated(
      all.filter(([j]) => j < stop.event),
      stop.event,
    )
  );
}

/** The anchor learned on the same-numbered stop of its type (the second delivery), or placed by those before. */
function byType(memory: LayoutMemory, field: RememberedField, stop: StopKey): Anchor | null {
  const typed = stopAnchors(memory, field)
    .filter(([, a]) => a.stop?.type === stop.type)
    .map(([, a]): [number, Anchor] => [a.stop?.rank ?? 0, a]);
  return (
    typed.find(([r]) => r === stop.rank)?.[1] ??
    extrapolated(
      typed.filter(([r]) => r < stop.rank),
      stop.rank,
    )
  );
}

/** As learned: by type where the label named the stop's type, else by the stop's number. */
function asLearned(memory: LayoutMemory, field: RememberedField, stop: StopKey): Anchor | null {
  const typed = byType(memory, field, stop);
  return typed?.stop?.byType ? typed : byStop(memory, field, stop);
}

/** The ways a stop of the next document can match a learned one, the learned way first. */
export const STOP_MAPPINGS = [asLearned, byStop, byType];
