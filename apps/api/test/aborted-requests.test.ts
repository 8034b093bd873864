import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToPdf, type MergeInput } from '../src/modules/documents/pdf-merge';
import { pdfFile, uploadedId } from './support/documents';
import { pdfWithPages } from './support/pdf-fixtures';
import { buildStatementWorld, deliveredLoad, generate, type StatementWorld, WEEK } from './support/statements';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** Errors that escaped every request: on a server, each one of them would have stopped the process. */
const escaped: unknown[] = [];
const keep = (e: unknown) => escaped.push(e);
beforeAll(() => {
  process.on('unhandledRejection', keep);
  process.on('uncaughtException', keep);
});
afterAll(() => {
  process.off('unhandledRejection', keep);
  process.off('uncaughtException', keep);
});

/** Sends a whole request on a raw socket and closes the connection `ms` later, whatever came back. */
function sendAndHangUp(port: number, request: string, ms: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, ms);
    });
    socket.on('error', reject);
  });
}

function rawRequest(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${url} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

describe('a client that hangs up while its answer is being made or sent', () => {
  let w: StatementWorld;
  let port: number;
  let routes: { name: string; request: string }[];

  beforeAll(async () => {
    w = await buildStatementWorld(t.app, t.db);
    const h = w.manager.headers;
    const load = await deliveredLoad(t.db, w, { driver_id: w.driver.a.id, last_delivery_date: '2026-03-04' });
    const docs: number[] = [];
    for (const n of [1, 2, 3])
      docs.push(
        await uploadedId(
          t.app,
          h,
          { document_type: 'bol', category: 'load', load_id: load.id },
          pdfFile(await pdfWithPages(30, [612, 792]), `bol-${n}.pdf`),
        ),
      );
    const [statement] = (await generate(t.app, h, { ...WEEK, driver_ids: [w.driver.a.id] })).created;
    const link = await t.app.inject({ method: 'GET', url: `/api/documents/${docs[0]}/presigned-url`, headers: h });
    expect(link.statusCode, link.body).toBe(200);
    const download = new URL(link.json().url, 'http://127.0.0.1');
    routes = [
      {
        name: 'merge',
        request: rawRequest('POST', '/api/documents/merge', h, { document_ids: docs, output_filename: 'packet' }),
      },
      {
        name: 'merge kept on the load',
        request: rawRequest('POST', '/api/documents/merge', h, {
          document_ids: docs,
          output_filename: 'packet',
          load_id: load.id,
          save_to_load: true,
        }),
      },
      {
        name: 'invoice',
        request: rawRequest('POST', `/api/loads/${load.id}/invoice-with-documents`, h, {
          document_ids: docs,
          output_filename: 'invoice',
        }),
      },
      { name: 'statement PDF', request: rawRequest('GET', `/api/driver-statements/${statement!.id}/pdf`, h) },
      {
        name: 'statements CSV',
        request: rawRequest(
          'GET',
          `/api/driver-statements/export?period_start=${WEEK.period_start}&period_end=${WEEK.period_end}`,
          h,
        ),
      },
      { name: 'accounting CSV', request: rawRequest('GET', '/api/accounting/loads/export', h) },
      { name: 'file download', request: rawRequest('GET', `${download.pathname}${download.search}`, {}) },
    ];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('stops that request only: the server keeps answering, with nothing escaping', async () => {
    for (const route of routes) {
      for (let ms = 0; ms <= 60; ms += 4) await sendAndHangUp(port, route.request, ms);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect([route.name, health.status]).toEqual([route.name, 200]);
    }
    // Work still running for the last hang-ups ends in a refusal that is never written, not in an escape.
    const settled = await fetch(`http://127.0.0.1:${port}/api/documents/merge`, {
      method: 'POST',
      headers: { ...w.manager.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ document_ids: [], output_filename: 'settle' }),
    });
    expect(settled.status).toBeLessThan(500);
    expect(escaped).toEqual([]);
  });
});

describe('merging for a client that went away', () => {
  it('reads no further file once the request is aborted', async () => {
    const read: string[] = [];
    const controller = new AbortController();
    const page = await pdfWithPages(1, [612, 792]);
    const input = (name: string): MergeInput => ({
      name,
      kind: 'pdf',
      read: async () => {
        read.push(name);
        if (name === 'first.pdf') controller.abort(new Error('client closed'));
        return page;
      },
    });
    const { PDFDocument } = await import('pdf-lib');
    await expect(
      appendToPdf(await PDFDocument.create(), [input('first.pdf'), input('second.pdf')], 100, controller.signal),
    ).rejects.toThrow('client closed');
    expect(read).toEqual(['first.pdf']);
  });
});
