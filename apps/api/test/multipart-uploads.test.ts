import {
  DEFAULT_UPLOAD_MAX_BYTES,
  EXTRACTION_MAX_BYTES,
  FUEL_IMPORT_MAX_BYTES,
  fileTooLargeMessage,
} from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { multipartBody, PNG_1PX } from './support/multipart';
import { fieldProblem } from './support/problems';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** The three routes that take a file, with the fields each needs and the largest file each takes. */
const ROUTES: { url: string; fields: Record<string, string>; maxBytes: number }[] = [
  {
    url: '/api/documents/upload',
    fields: { document_type: 'other', category: 'company' },
    maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
  },
  { url: '/api/fuel-transactions/upload', fields: {}, maxBytes: FUEL_IMPORT_MAX_BYTES },
  { url: '/api/loads/extract-from-pdf', fields: {}, maxBytes: EXTRACTION_MAX_BYTES },
];

const png = (field?: string) => ({ name: 'a.png', type: 'image/png', data: PNG_1PX, field });

const MALFORMED: Record<
  string,
  { fields: Record<string, string>; files: ReturnType<typeof png>[]; status: number; detail: unknown }
> = {
  'no file': {
    fields: {},
    files: [],
    status: 422,
    detail: fieldProblem('file', 'Choose a file to upload', { type: 'missing' }),
  },
  'two files': {
    fields: {},
    files: [png(), png()],
    status: 422,
    detail: fieldProblem('file', 'Send exactly one file, in the field "file"'),
  },
  'a file in another field': {
    fields: {},
    files: [png('document')],
    status: 422,
    detail: fieldProblem('document', 'Send exactly one file, in the field "file"', { type: 'unrecognized_keys' }),
  },
  'an unknown field': {
    fields: { colour: 'blue' },
    files: [png()],
    status: 422,
    detail: fieldProblem('colour', 'Unrecognized key: "colour"', { type: 'unrecognized_keys' }),
  },
};

describe('uploads', () => {
  it.each(Object.entries(MALFORMED))('answer %s the same on every route', async (_, bad) => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const route of ROUTES) {
      const body = multipartBody({ ...bad.fields, ...route.fields }, bad.files);
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect([res.statusCode, res.json().detail], route.url).toEqual([bad.status, bad.detail]);
    }
  });

  it('refuse a file past the route limit with 413 naming it, in the same words on every route', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db);
    for (const route of ROUTES) {
      const data = Buffer.alloc(route.maxBytes + 1, 32);
      const body = multipartBody(route.fields, { name: 'big.pdf', type: 'application/pdf', data });
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect([res.statusCode, res.json().detail], route.url).toEqual([413, fileTooLargeMessage(route.maxBytes)]);
    }
  });
});
