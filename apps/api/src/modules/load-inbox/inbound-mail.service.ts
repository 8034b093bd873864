import { randomUUID } from 'node:crypto';
import { LOAD_INBOX_LIMITS, LOAD_INBOX_MESSAGES } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readTenant, withSystem, withTenant } from '../../db/tenancy';
import { audit } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import { type Storage, storageKey } from '../storage/storage.service';
import { tokenOfRecipient } from './inbound-address';
import * as repo from './load-inbox.repo';
import { documentsOf, type InboxDocument, type MailAttachment, type MessageDocuments } from './mail-attachments';
import { bodyDocument, type MailBody } from './mail-body';

export const READ_INBOX_ITEM_JOB = 'read-load-inbox-item';
export type ReadInboxItemJob = { companyId: number; itemId: string };

/** A received message as the receiver parsed it: what it says of itself is recorded, never trusted. */
export type ReceivedMessage = {
  sender: string;
  subject: string;
  messageId: string | null;
  sizeBytes: number;
  attachments: MailAttachment[];
  body: MailBody;
};

/** The company is over its messages a minute: the sender's server tries again later (451). */
export class InboxBusyError extends Error {
  constructor() {
    super(LOAD_INBOX_MESSAGES.tooMany);
  }
}

/** Control characters (NUL above all) never reach the database; lengths fit the columns. */
const cleanText = (text: string, max: number) =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, max);

type Stored = { document: InboxDocument; key: string | null };

/** With no document attached, a body that tells a load is read as the document (decision 0225). */
async function withBody(sorted: MessageDocuments, message: ReceivedMessage): Promise<MessageDocuments> {
  if (sorted.documents.length) return sorted;
  const document = await bodyDocument(message.body, message.subject);
  return document ? { documents: [document], keptReason: null } : sorted;
}

/**
 * Receiving rate confirmations by e-mail (issue 38, decision 0225): the recipient's company,
 * the per-minute limit, and each message written whole (its documents stored, its items and
 * their reading jobs in one transaction) or not at all.
 */
export function createInboundMailService(deps: { db: AppDb; storage: Storage; jobs: JobsService; domain: string }) {
  const { db, storage, jobs, domain } = deps;

  /** Stores the documents the reader will take; the refused ones are kept without their bytes. */
  async function store(companyId: number, documents: InboxDocument[]): Promise<Stored[]> {
    const stored: Stored[] = [];
    try {
      for (const document of documents) {
        if (document.state !== 'queued' || !document.contentType) {
          stored.push({ document, key: null });
          continue;
        }
        const key = storageKey(companyId, randomUUID(), document.filename);
        await storage.put(key, document.content, document.contentType);
        stored.push({ document, key });
      }
    } catch (e) {
      await forget(stored);
      throw e;
    }
    return stored;
  }

  const forget = (stored: Stored[]) =>
    Promise.all(stored.map((s) => (s.key ? storage.delete(s.key).catch(() => undefined) : undefined)));

  async function write(
    tx: AppDb,
    companyId: number,
    message: ReceivedMessage,
    stored: Stored[],
    keptReason: string | null,
  ) {
    await repo.lockInbox(tx, companyId);
    if ((await repo.messagesLastMinute(tx, companyId)) >= LOAD_INBOX_LIMITS.messagesPerMinute)
      throw new InboxBusyError();
    const { id: messageId } = await repo.insertMessage(tx, {
      company_id: companyId,
      sender: cleanText(message.sender, 500),
      subject: cleanText(message.subject, 1000),
      message_id: message.messageId ? cleanText(message.messageId, 1000) : null,
      size_bytes: message.sizeBytes,
    });
    const unused: Stored[] = [];
    let items = 0;
    for (const s of stored) {
      const { document: d } = s;
      const item = await repo.insertItem(tx, {
        company_id: companyId,
        message_id: messageId,
        filename: d.filename,
        content_type: d.contentType,
        size_bytes: d.content.length,
        sha256: d.sha256,
        storage_key: s.key,
        state: d.state,
        reason: d.reason,
      });
      if (!item) unused.push(s);
      else if (d.state === 'queued')
        await jobs.enqueue<ReadInboxItemJob>(tx, READ_INBOX_ITEM_JOB, { companyId, itemId: item.id });
      if (item) items++;
    }
    if (keptReason) {
      await repo.insertItem(tx, { company_id: companyId, message_id: messageId, state: 'kept', reason: keptReason });
      items++;
    }
    await audit(
      tx,
      { userId: null, scope: { kind: 'tenant', companyId } },
      {
        action: 'receive',
        entity: 'load_inbox_message',
        entityId: messageId,
        detail: { items, duplicates: unused.length },
      },
    );
    return { items, unused };
  }

  return {
    /** The company a recipient is the live address of; null for any other address. */
    async companyOf(recipient: string): Promise<number | null> {
      const token = tokenOfRecipient(recipient, domain);
      if (!token) return null;
      return (await withSystem(db, (tx) => repo.companyOfToken(tx, token))) ?? null;
    },

    /** Whether the company may receive another message this minute. */
    async mayReceive(companyId: number): Promise<boolean> {
      const recent = await readTenant(db, companyId, (tx) => repo.messagesLastMinute(tx, companyId));
      return recent < LOAD_INBOX_LIMITS.messagesPerMinute;
    },

    /**
     * Writes one message for the company. Answers how many items it made: none when every
     * document arrived earlier (decision 0225). Throws InboxBusyError over the limit.
     */
    async receive(companyId: number, message: ReceivedMessage): Promise<{ items: number }> {
      const { documents, keptReason } = await withBody(documentsOf(message.attachments), message);
      const stored = await store(companyId, documents);
      try {
        const { items, unused } = await withTenant(db, companyId, (tx) =>
          write(tx, companyId, message, stored, keptReason),
        );
        await forget(unused);
        return { items };
      } catch (e) {
        await forget(stored);
        throw e;
      }
    },
  };
}

export type InboundMailService = ReturnType<typeof createInboundMailService>;
