import { type DocumentRecord, FACTORING_TAG, type Load, mergeRank } from '@tms/domain';
import type { PickedDocument } from '../../documents';

/** Rate confirmation, BOL, POD, other, then the rest; oldest first within a type (spec 3 section 9). */
/** What the Invoice and Factoring tabs are given: the load, its documents, and whether the caller may add documents. */
export interface LoadDocumentsTabProps {
  load: Load;
  documents: readonly DocumentRecord[];
  canEdit: boolean;
}

export function inMergeOrder(documents: readonly DocumentRecord[]): DocumentRecord[] {
  return [...documents].sort(
    (a, b) => mergeRank(a.document_type) - mergeRank(b.document_type) || a.created_at.localeCompare(b.created_at),
  );
}

export const isFactoringPacket = (d: DocumentRecord) =>
  (d.tags ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .includes(FACTORING_TAG);

/**
 * Keeps the user's order and choices when the list refreshes: known documents stay where they
 * are, new ones join at the end with their default choice, removed ones go.
 */
export function reconcile(
  current: readonly PickedDocument[],
  documents: readonly DocumentRecord[],
  selectedByDefault: (d: DocumentRecord) => boolean,
): PickedDocument[] {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const kept = current
    .filter((p) => byId.has(p.document.id))
    .map((p) => ({ ...p, document: byId.get(p.document.id)! }));
  const known = new Set(kept.map((p) => p.document.id));
  const added = inMergeOrder(documents.filter((d) => !known.has(d.id))).map((d) => ({
    document: d,
    selected: selectedByDefault(d),
  }));
  return [...kept, ...added];
}
