import { PDFDocument, StandardFonts } from 'pdf-lib';
import { demoAccessToken } from './server';

/**
 * A carrier's office at its busiest: virtual users that each repeat, for the whole run, one of
 * the day's actions drawn by weight. What each action sends is real: the board with its filters,
 * a cargo edit of the user's own load (no two users edit one), a check call,
 * a one-page POD upload, and the dashboard's figures.
 */
export type Action = 'board' | 'edit' | 'check call' | 'upload' | 'analytics';
const WEIGHTS: [Action, number][] = [
  ['board', 45],
  ['edit', 15],
  ['check call', 15],
  ['upload', 5],
  ['analytics', 20],
];

export type Sample = { action: Action; ms: number; status: number; at: number };

type Load = { id: number; status: { id: number } };
type Office = { base: string; dispatcher: string; manager: string; loads: Load[]; statusIds: number[]; pod: Buffer };

/** Signs the demo staff in and reads what the actions need: the loads and their statuses, a POD. */
export async function openOffice(base: string): Promise<Office> {
  const dispatcher = await demoAccessToken(base, 'dispatcher@acme.test');
  const manager = await demoAccessToken(base, 'manager@acme.test');
  const page = (await json(base, dispatcher, '/api/loads/bulk?page_size=100')) as { loads: Load[] };
  const loads = page.loads;
  const statusIds = [...new Set(loads.map((l) => l.status.id))];
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Proof of delivery, received in good order', { x: 40, y: 740, size: 14, font });
  return { base, dispatcher, manager, loads, statusIds, pod: Buffer.from(await doc.save()) };
}

/** Runs one virtual user until `until` (ms since epoch), recording every answer. */
export async function runUser(office: Office, user: number, until: number, samples: Sample[]) {
  // The user's own load to edit; users beyond the number of loads make check calls instead.
  const own = office.loads[user];
  let seq = user;
  while (Date.now() < until) {
    // A fixed sequence per user, so two runs ask the same things in the same order.
    seq = (seq * 1103515245 + 12345) % 2 ** 31;
    const action = pick(seq);
    const started = performance.now();
    const token = action === 'analytics' ? office.manager : office.dispatcher;
    const status = await perform(office, token, action === 'edit' && !own ? 'check call' : action, own, seq);
    samples.push({ action, ms: performance.now() - started, status, at: Date.now() });
  }
}

function pick(random: number): Action {
  let roll = random % 100;
  for (const [action, weight] of WEIGHTS) {
    if (roll < weight) return action;
    roll -= weight;
  }
  return 'board';
}

async function perform(office: Office, token: string, action: Action, own: Load | undefined, seq: number) {
  const { loads, statusIds } = office;
  const any = loads[seq % loads.length] as Load;
  switch (action) {
    case 'board': {
      const status = statusIds[seq % statusIds.length];
      const filters = seq % 3 === 0 ? `status_ids=${status}` : seq % 3 === 1 ? 'search=1' : 'sort_by=load_number';
      return send(office, token, `/api/loads/bulk?page_size=50&${filters}`);
    }
    case 'edit':
      // The cargo as the dispatcher corrects it on the load page (the changed fields only).
      return send(office, token, `/api/loads/${(own as Load).id}/step-4`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          weight_lbs: String(30_000 + (seq % 10_000)),
          commodity: `Paper rolls, lot ${seq % 97}`,
        }),
      });
    case 'check call':
      return send(office, token, `/api/loads/${any.id}/check-calls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ city: 'Amarillo', state: 'TX', reason: 'on_time', note: `call ${seq}` }),
      });
    case 'upload': {
      const form = new FormData();
      form.set('document_type', 'pod');
      form.set('category', 'load');
      form.set('load_id', String(any.id));
      form.set('file', new Blob([new Uint8Array(office.pod)], { type: 'application/pdf' }), `pod-${seq}.pdf`);
      return send(office, token, '/api/documents/upload', { method: 'POST', body: form });
    }
    case 'analytics':
      return send(office, token, '/api/analytics/dashboard-kpis');
  }
}

async function send(office: Office, token: string, path: string, init: RequestInit = {}) {
  try {
    const res = await fetch(`${office.base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function json(base: string, token: string, path: string) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
