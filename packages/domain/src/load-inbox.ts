import { z } from 'zod';
import { extractionAnswer } from './extraction';

/**
 * Rate confirmations by e-mail (issue 38): each company has an address; every PDF or image
 * attached to a message sent there becomes an inbox item, read on the job queue, waiting for a
 * dispatcher to open it in the AI wizard or discard it.
 */

export const LOAD_INBOX_LIMITS = {
  /** Refused at DATA with 552: what most mail servers accept. */
  messageBytes: 25 * 1024 * 1024,
  /** Messages a minute per company; the next ones are answered 451 (try later). */
  messagesPerMinute: 30,
  /** An image under this size is a logo or a signature, not a scanned page. */
  minImageBytes: 20 * 1024,
} as const;

/** `GET /api/settings/inbound-email` and `POST /api/settings/inbound-email/rotate`. */
export const inboundEmailAnswer = z.object({
  address: z.string().describe('Mail sent or forwarded here with a rate confirmation attached becomes a load draft'),
});
export type InboundEmailAnswer = z.infer<typeof inboundEmailAnswer>;

/**
 * queued: waiting for the reader; read: a reading is ready; failed: the attachment could not be
 * read (reason says why); kept: the message had no usable attachment (reason says why).
 */
export const LOAD_INBOX_STATES = ['queued', 'read', 'failed', 'kept'] as const;
export type LoadInboxState = (typeof LOAD_INBOX_STATES)[number];

export const LOAD_INBOX_STATE_LABELS: Readonly<Record<LoadInboxState, string>> = {
  queued: 'Reading',
  read: 'Read',
  failed: 'Not read',
  kept: 'No rate confirmation',
};

export const loadInboxItem = z.object({
  id: z.uuid(),
  /** The message's From, as written: recorded, never trusted. */
  sender: z.string(),
  subject: z.string(),
  received_at: z.iso.datetime({ offset: true }),
  /** Null for a message kept without a usable attachment. */
  filename: z.string().nullable(),
  content_type: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  state: z.enum(LOAD_INBOX_STATES),
  reason: z.string().nullable(),
  /** The broker the reading names, matched to a customer of the company (MC first, then exact name). */
  broker: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the reading found, for the list: null until read. */
  summary: z
    .object({
      load_number: z.string().nullable(),
      rate: z.string().nullable(),
      first_pickup: z.string().nullable(),
      last_delivery: z.string().nullable(),
    })
    .nullable(),
});
export type LoadInboxItem = z.infer<typeof loadInboxItem>;

/** `GET /api/loads/inbox`: the open items, newest first, and how many are open. */
export const loadInboxList = z.object({
  items: z.array(loadInboxItem),
  open: z.number().int(),
});
export type LoadInboxList = z.infer<typeof loadInboxList>;

/** `GET /api/loads/inbox/{id}`: one item with its reading, in the AI page's answer shape. */
export const loadInboxItemDetail = loadInboxItem.extend({
  reading: extractionAnswer.nullable(),
});
export type LoadInboxItemDetail = z.infer<typeof loadInboxItemDetail>;

/** `POST /api/loads/inbox/{id}/loaded`: the load made from the item; the item leaves the inbox. */
export const loadInboxLoaded = z.object({ load_id: z.number().int().positive() });
export type LoadInboxLoaded = z.infer<typeof loadInboxLoaded>;

export const LOAD_INBOX_MESSAGES = {
  notFound: 'Inbox item not found',
  noAttachment: 'The message has no PDF or image attached, and no load written in it',
  onlySmallImages: 'The message has only small images (a logo or a signature), no rate confirmation',
  duplicate: 'The same document arrived earlier',
  unknownRecipient: 'No such mailbox here',
  tooLarge: `Messages are limited to ${LOAD_INBOX_LIMITS.messageBytes / 1024 / 1024} MB`,
  tooMany: 'Too many messages for this mailbox; try again in a minute',
} as const;
