import type { CheckCallInput, DriverAppDocumentType, DriverStopAction } from '@tms/domain';

/** A photo or PDF kept in the browser until its upload is sent. */
export interface QueuedFile {
  name: string;
  type: string;
  blob: Blob;
}

/** What the driver did, as it will be sent. */
export type ActionPayload =
  | { kind: DriverStopAction; stopId: number; lat?: number; lng?: number }
  | { kind: 'check-call'; input: CheckCallInput }
  | { kind: 'document'; documentType: DriverAppDocumentType; note: string | null; files: QueuedFile[] };

/** Who took an action, on which load and when; its idempotency key was made when the driver tapped. */
interface ActionContext {
  /** The Idempotency-Key header: the same on every attempt, so the server applies it once. */
  key: string;
  /** Whose action it is (`userOwner`): another user on the same phone never sends it. */
  owner: string;
  loadId: number;
  createdAt: string;
}

export type NewAction = ActionPayload & ActionContext;

/** An action waiting in the queue, numbered by the store in the order it was taken (and is sent). */
export type QueuedAction = NewAction & { seq: number };

/** The queue's owner key of a signed-in user. */
export const userOwner = (user: { id: number; company_id: number | null }) =>
  `${user.company_id ?? 'platform'}.${user.id}`;
