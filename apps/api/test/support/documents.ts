import type { FastifyInstance } from 'fastify';
import { multipartBody } from './multipart';

export type UploadFile = { name: string; type: string; data: Buffer };

/** POST /api/documents/upload as a browser sends it: the text fields, then the file. */
export function uploadDocument(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  file: UploadFile,
) {
  const body = multipartBody(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), file);
  return app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads and answers the new document's id, failing the test on anything but 201. */
export async function uploadedId(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  file: UploadFile,
): Promise<number> {
  const res = await uploadDocument(app, headers, fields, file);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().document.id;
}

export const pdfFile = (data: Buffer, name = 'file.pdf'): UploadFile => ({ name, type: 'application/pdf', data });
