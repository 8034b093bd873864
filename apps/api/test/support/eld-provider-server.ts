import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { motiveAnswer, samsaraAnswer } from './eld-provider-answers';

/**
 * A local stand-in for an ELD provider's API (Samsara or Motive), answering its documented shapes
 * from the records given. The arrays are read on every request, so a test may push to them between
 * syncs. Provider-neutral records: the answers module turns them into each provider's JSON.
 */
export type FakeEldDriver = {
  /** Motive's ids are integers: give digits for a Motive server. */
  id: string;
  firstName: string;
  lastName: string;
  licenseNumber?: string | null;
  licenseState?: string | null;
  /** False for a driver deactivated in the provider's dashboard. */
  active?: boolean;
};
export type FakeEldVehicle = { id: string; name: string; vin?: string | null };
/** One change of duty status; it lasts until the driver's next one. */
export type FakeEldEvent = {
  driverId: string;
  /** One of ours (`sleeper_berth`), turned into the provider's code, or the provider's own (`yardMove`). */
  status: string;
  start: string;
  location?: { lat: number; lng: number; description?: string } | null;
  note?: string | null;
};
export type FakeEldPosition = {
  vehicleId: string;
  at: string;
  lat: number;
  lng: number;
  speedMph?: number | null;
  heading?: number | null;
  description?: string | null;
};

export type FakeEldData = {
  drivers: FakeEldDriver[];
  vehicles: FakeEldVehicle[];
  logs: FakeEldEvent[];
  positions: FakeEldPosition[];
  /** Items per page, at most: small values make every list span several pages. */
  pageSize: number;
};

export type FakeEldOptions = Partial<FakeEldData> & { provider: 'samsara' | 'motive'; token: string };

export type FakeEldRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
};

/** What a provider module answers: a status, a JSON body (or raw text) and headers. */
export type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> };

type Override = { kind: 'answer'; answer: FakeAnswer } | { kind: 'stall' };

export async function startFakeEldProvider(options: FakeEldOptions) {
  const data: FakeEldData = {
    drivers: options.drivers ?? [],
    vehicles: options.vehicles ?? [],
    logs: options.logs ?? [],
    positions: options.positions ?? [],
    pageSize: options.pageSize ?? 100,
  };
  const requests: FakeEldRequest[] = [];
  const overrides: Override[] = [];
  const answerFor = options.provider === 'samsara' ? samsaraAnswer : motiveAnswer;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    };
    requests.push(request);
    const override = overrides.shift();
    if (override?.kind === 'stall') return; // never answered; close() drops the connection
    send(res, override?.answer ?? answerFor(request, options.token, data));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    data,
    requests,
    /** The next request is answered with this status (and body: a string is sent as is), whatever it asks. */
    failNext(status: number, headers: Record<string, string> = {}, body: unknown = { message: 'failure' }) {
      overrides.push({ kind: 'answer', answer: { status, headers, body } });
    },
    /** The next request is never answered, as a provider that hangs. */
    stallNext() {
      overrides.push({ kind: 'stall' });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeEldProvider = Awaited<ReturnType<typeof startFakeEldProvider>>;

function send(res: ServerResponse, answer: FakeAnswer) {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
  res.end(text);
}
