import { z } from 'zod';
import { requiredId } from './fleet-fields';
import { pagedList, pagingQueryWith } from './paging';
import { freeText } from './text';

/** Driver notes (spec 2 sections 3, 4, 5): public ("general") or personal, visible only to their author. */

export const NOTE_TYPES = ['general', 'personal'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const NOTE_TYPE_LABELS: Readonly<Record<NoteType, string>> = { general: 'Public', personal: 'Personal' };

export const NOTE_IMPORTANCES = ['low', 'medium', 'high', 'critical'] as const;
export type NoteImportance = (typeof NOTE_IMPORTANCES)[number];

export const NOTE_CATEGORIES = [
  'General',
  'Dispatch',
  'Safety',
  'Maintenance',
  'Afterhours',
  'Track and Trace',
  'HR',
] as const;
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
export const NOTE_CATEGORY_LABELS: Readonly<Record<NoteCategory, string>> = {
  General: 'General',
  Dispatch: 'Dispatch',
  Safety: 'Safety',
  Maintenance: 'Maintenance',
  Afterhours: 'After Hours',
  'Track and Trace': 'Track & Trace',
  HR: 'HR',
};

/** A general note, critical, active and at most 48 hours old is a recent critical note. */
export const RECENT_CRITICAL_HOURS = 48;
export const NOTE_PREVIEW_LENGTH = 120;

export const DRIVER_NOTE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title too long',
  contentRequired: 'Content is required',
  notFound: 'Note not found',
  typeFixed: 'The type of a note cannot change',
  deleted: 'Note deleted successfully',
  loadFailed: 'Failed to load driver notes. Please try again.',
  deleteFailed: 'Failed to delete note. Please try again.',
  empty: 'No notes found',
  operationalEmpty: 'No operational documents yet',
  operationalFailed: 'Failed to load operational documents. Please try again.',
  notAuthor: 'Only the author can change this note',
} as const;

const title = z
  .string({ error: DRIVER_NOTE_MESSAGES.titleRequired })
  .trim()
  .min(1, DRIVER_NOTE_MESSAGES.titleRequired)
  .pipe(freeText('Title', 255, { tooLong: DRIVER_NOTE_MESSAGES.titleTooLong }));
const content = z
  .string({ error: DRIVER_NOTE_MESSAGES.contentRequired })
  .trim()
  .min(1, DRIVER_NOTE_MESSAGES.contentRequired)
  .pipe(freeText('Content', 10000, { multiline: true, tooLong: 'Content must be 10000 characters or less' }));
const importance = z.enum(NOTE_IMPORTANCES, { error: 'Importance must be low, medium, high or critical' });
const category = z.enum(NOTE_CATEGORIES, {
  error: 'Category must be General, Dispatch, Safety, Maintenance, Afterhours, Track and Trace or HR',
});

export const driverNoteCreate = z.strictObject({
  driver_id: requiredId('Driver'),
  title,
  content,
  note_type: z.enum(NOTE_TYPES, { error: 'Note type must be general or personal' }).default('general'),
  importance: importance.default('medium'),
  category: category.default('General'),
});
export type DriverNoteCreate = z.infer<typeof driverNoteCreate>;
export const driverNoteForm = driverNoteCreate.omit({ driver_id: true });
export type DriverNoteForm = z.input<typeof driverNoteForm>;

/** Spec 2: title, content, importance, category; the type cannot change. */
export const driverNoteUpdate = z.strictObject({
  title: title.optional(),
  content: content.optional(),
  importance: importance.optional(),
  category: category.optional(),
});
export type DriverNoteUpdate = z.infer<typeof driverNoteUpdate>;

export const driverNoteSchema = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  note_type: z.enum(NOTE_TYPES),
  importance: z.enum(NOTE_IMPORTANCES),
  category: z.enum(NOTE_CATEGORIES),
  is_active: z.boolean(),
  /** Computed by the API: general, critical, active and created within the last 48 hours. */
  is_recent_critical: z.boolean(),
  created_by: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  creator_last_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DriverNote = z.infer<typeof driverNoteSchema>;

export const driverNoteListQuery = pagingQueryWith({ max: 200, default: 50 }).extend({
  /** The Critical filter: only recent critical notes. */
  critical_only: z.stringbool().default(false),
});
/** Recent critical notes come first (pinned); `recent_critical_count` feeds the badge. */
export const driverNoteList = pagedList('notes', driverNoteSchema).extend({
  recent_critical_count: z.number().int(),
});

/** Whether a note is a recent critical note at `now` (spec 2 section 4). */
export function isRecentCritical(
  n: { note_type: string; importance: string; is_active: boolean; created_at: string | Date },
  now: Date = new Date(),
): boolean {
  const created = new Date(n.created_at).getTime();
  return (
    n.note_type === 'general' &&
    n.importance === 'critical' &&
    n.is_active &&
    now.getTime() - created <= RECENT_CRITICAL_HOURS * 3600_000
  );
}
