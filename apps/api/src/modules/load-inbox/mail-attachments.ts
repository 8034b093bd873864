import { createHash } from 'node:crypto';
import {
  cleanFilename,
  EXTRACTION_MAX_BYTES,
  extensionOf,
  FILE_KINDS,
  fileContentMismatchMessage,
  fileTooLargeMessage,
  IMAGE_KINDS,
  kindOfExtension,
  LOAD_INBOX_LIMITS,
  LOAD_INBOX_MESSAGES,
} from '@tms/domain';
import { fileKind } from '../extraction/extraction.service';

/** An attachment as the mail parser gives it; nothing in it is trusted but its bytes. */
export type MailAttachment = {
  filename?: string;
  contentType: string;
  contentDisposition?: string;
  cid?: string;
  content: Buffer;
};

/** An attachment that becomes an inbox item: queued for the reader, or failed with the reason. */
export type InboxDocument = {
  filename: string;
  /** The type its bytes showed; null when they showed none the reader takes. */
  contentType: string | null;
  content: Buffer;
  sha256: string;
} & ({ state: 'queued'; reason: null } | { state: 'failed'; reason: string });

/** What a message brought: its documents, or why it is kept without one. */
export type MessageDocuments = { documents: InboxDocument[]; keptReason: string | null };

const IMAGE_EXTENSIONS = new Set<string>(IMAGE_KINDS.flatMap((k) => FILE_KINDS[k].extensions));
const READ_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** The name with the extension of the kind its bytes showed: a PDF sent as "scan.png" is "scan.pdf". */
function namedAs(name: string, kind: keyof typeof READ_TYPES): string {
  const extensions: readonly string[] = FILE_KINDS[kind].extensions;
  const named = extensionOf(name);
  if (extensions.includes(named)) return name.slice(0, 255);
  const base = named ? name.slice(0, -(named.length + 1)) : name;
  return `${base.slice(0, 250).trimEnd() || 'attachment'}.${extensions[0]}`;
}

/** A PDF or an image by what the mail says of it (type or name); the bytes decide the rest. */
function claimsDocument(a: MailAttachment): 'pdf' | 'image' | null {
  const type = a.contentType.toLowerCase();
  const extension = extensionOf(a.filename ?? '');
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (type.startsWith('image/') || IMAGE_EXTENSIONS.has(extension)) return 'image';
  // "application/octet-stream" without a telling name: the bytes may still be a PDF.
  return type === 'application/octet-stream' && fileKind(a.content) === 'pdf' ? 'pdf' : null;
}

/** A logo or a signature: an image placed in the text (inline, with a content id), or a small one. */
function isDecoration(a: MailAttachment, claim: 'pdf' | 'image'): boolean {
  const sniffed = fileKind(a.content);
  const image = sniffed ? sniffed !== 'pdf' : claim === 'image';
  if (!image) return false;
  const inline = a.contentDisposition?.toLowerCase() === 'inline' && Boolean(a.cid);
  return inline || a.content.length < LOAD_INBOX_LIMITS.minImageBytes;
}

/** The checks an upload to the AI page gets: the size limit, and bytes that are a PDF, PNG or JPEG. */
function judge(a: MailAttachment, claim: 'pdf' | 'image'): InboxDocument {
  const named = cleanFilename(a.filename ?? '', claim === 'pdf' ? 'attachment.pdf' : 'attachment.jpg');
  const sha256 = createHash('sha256').update(a.content).digest('hex');
  const failed = (reason: string): InboxDocument => ({
    filename: named.slice(0, 255),
    contentType: null,
    content: a.content,
    sha256,
    state: 'failed',
    reason,
  });
  if (a.content.length > EXTRACTION_MAX_BYTES) return failed(fileTooLargeMessage(EXTRACTION_MAX_BYTES));
  const kind = fileKind(a.content);
  if (!kind) {
    const extension = extensionOf(named);
    return failed(
      kindOfExtension(extension)
        ? fileContentMismatchMessage(named)
        : `${named} is not a PDF, PNG or JPEG file: only those are read`,
    );
  }
  return {
    filename: namedAs(named, kind),
    contentType: READ_TYPES[kind],
    content: a.content,
    sha256,
    state: 'queued',
    reason: null,
  };
}

/**
 * Sorts a message's attachments (decision 0225): each PDF or image is a document, judged as an
 * upload would be; logos and signatures are left out; the same bytes twice count once. With no
 * document, the message is kept with the reason.
 */
export function documentsOf(attachments: readonly MailAttachment[]): MessageDocuments {
  const documents: InboxDocument[] = [];
  let decorations = 0;
  for (const a of attachments) {
    const claim = claimsDocument(a);
    if (!claim) continue;
    if (isDecoration(a, claim)) {
      decorations++;
      continue;
    }
    const document = judge(a, claim);
    if (!documents.some((d) => d.sha256 === document.sha256)) documents.push(document);
  }
  if (documents.length) return { documents, keptReason: null };
  return {
    documents,
    keptReason: decorations ? LOAD_INBOX_MESSAGES.onlySmallImages : LOAD_INBOX_MESSAGES.noAttachment,
  };
}
