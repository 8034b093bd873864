import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { cleanFilename, fileTooLargeMessage } from '@tms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payloadTooLarge } from './errors';
import { invalidField } from './validation';

/** The refusals every upload route gives in the same words (decision 0170). */
export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose a file to upload',
  oneFile: 'Send exactly one file, in the field "file"',
  unknownField: (name: string) => `Unrecognized key: "${name}"`,
  fieldTooLong: (name: string) => `${name} is too long`,
} as const;

/** The longest text field an upload takes (a fuel import's column mapping); schemas bound each field further. */
const FIELD_MAX_CHARS = 20_000;
/** What a multipart body may carry beyond its file: boundaries, part headers and the text fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadForm = {
  /** The largest file the route takes; the reader stops reading there. */
  maxBytes: number;
  /** The text fields taken besides "file"; any other is refused by name. */
  fields: readonly string[];
  /** The limit to name when a file is too large, when it depends on the fields (a document's category). */
  maxBytesFor?: (fields: Record<string, string>) => number;
  /** The name of a file sent without one. */
  defaultName?: string;
  /** How many files the field "file" may carry (one unless said), and the refusal past that. */
  files?: { max: number; tooMany: string };
};

export type UploadedPart<T> = { filename: string; mimetype: string; content: T };

/**
 * Registers the multipart parser of a module's upload routes: one file of at most `maxBytes`, its
 * text fields, and room for one field too many so that it is refused by name rather than counted.
 */
export async function registerUploads(fastify: FastifyInstance, form: UploadForm) {
  const fields = form.fields.length + 1;
  const files = form.files?.max ?? 1;
  await fastify.register(multipart, {
    limits: { fileSize: form.maxBytes, files, fields, fieldSize: FIELD_MAX_CHARS, parts: fields + files },
  });
}

/** Takes a file into memory (the routes whose limit is small enough to read whole). */
export const intoMemory = async (stream: Readable): Promise<Buffer> => Buffer.concat(await stream.toArray());

/**
 * Reads an upload: its one file, in the field "file", handed to `take` as it arrives (into memory
 * or the store's staging place; the fields may come before or after it), and its text fields,
 * empty ones left out. Refusals are the same on every route: no file, a second file or a file in
 * another field, an unknown or overlong field are 422 on that field; a file past the limit is 413.
 * On any refusal, a file already taken is given to `discard`.
 */
export async function readUpload<T>(
  req: FastifyRequest,
  form: UploadForm,
  take: (stream: Readable) => Promise<T>,
  discard?: (content: T) => Promise<unknown>,
): Promise<{ file: UploadedPart<T>; fields: Record<string, string> }> {
  const { files, fields } = await readUploads(req, form, take, discard);
  return { file: files[0]!, fields };
}

/**
 * Reads an upload of one or more files, all in the field "file" (up to `form.files.max`), in the
 * order sent, by `readUpload`'s rules; a file past the count is refused with `form.files.tooMany`.
 */
export async function readUploads<T>(
  req: FastifyRequest,
  form: UploadForm,
  take: (stream: Readable) => Promise<T>,
  discard?: (content: T) => Promise<unknown>,
): Promise<{ files: UploadedPart<T>[]; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  const files: UploadedPart<T>[] = [];
  const max = form.files?.max ?? 1;
  const tooMany = () => invalidField('file', form.files?.tooMany ?? UPLOAD_MESSAGES.oneFile);
  const tooLarge = () => payloadTooLarge(fileTooLargeMessage(form.maxBytesFor?.(fields) ?? form.maxBytes));
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || files.length >= max) {
          part.file.resume();
          throw part.fieldname === 'file'
            ? tooMany()
            : invalidField(part.fieldname, UPLOAD_MESSAGES.oneFile, { type: 'unrecognized_keys' });
        }
        const content = await take(part.file);
        files.push({
          filename: cleanFilename(part.filename || '', form.defaultName),
          mimetype: part.mimetype,
          content,
        });
        if (part.file.truncated) throw tooLarge();
      } else if (part.fieldname !== 'file') {
        if (!form.fields.includes(part.fieldname)) {
          throw invalidField(part.fieldname, UPLOAD_MESSAGES.unknownField(part.fieldname), {
            type: 'unrecognized_keys',
          });
        }
        if (part.valueTruncated) throw invalidField(part.fieldname, UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
        const value = String(part.value ?? '');
        if (value !== '') fields[part.fieldname] = value;
      }
    }
    if (!files.length) throw invalidField('file', UPLOAD_MESSAGES.fileRequired, { type: 'missing' });
    return { files, fields };
  } catch (e) {
    if (discard) for (const file of files) await discard(file.content);
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    throw e;
  }
}
