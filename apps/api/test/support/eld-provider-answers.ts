import type { FakeAnswer, FakeEldData, FakeEldEvent, FakeEldPosition, FakeEldRequest } from './eld-provider-server';

/**
 * Each provider's answers, in the shapes of its public API reference (with a few of the many
 * other fields each record carries, so the adapters are seen to ignore what they do not read).
 */

const DAY_MS = 86_400_000;

const SAMSARA_CODES: Record<string, string> = {
  off_duty: 'offDuty',
  sleeper_berth: 'sleeperBed',
  driving: 'driving',
  on_duty: 'onDuty',
};
const MOTIVE_CODES: Record<string, string> = { sleeper_berth: 'sleeper' };

/** Each driver's events in time order, each with the start of the next (undefined while it lasts). */
function timeline(events: FakeEldEvent[]) {
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return sorted.map((e, i) => {
    const next = sorted.slice(i + 1).find((n) => n.driverId === e.driverId);
    return { event: e, start: Date.parse(e.start), end: next ? Date.parse(next.start) : undefined };
  });
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const requestId = () => `req-${Math.random().toString(16).slice(2, 10)}`;

// ---- Samsara: cursor pages, `{ data, pagination: { endCursor, hasNextPage } }`

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeCursor(after: string | undefined): number | null {
  if (after === undefined) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(after, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

function samsaraPage(items: unknown[], offset: number, size: number): FakeAnswer {
  const hasNextPage = offset + size < items.length;
  return {
    status: 200,
    body: {
      data: items.slice(offset, offset + size),
      pagination: { endCursor: hasNextPage ? encodeCursor(offset + size) : '', hasNextPage },
    },
  };
}

function samsaraHosLogs(data: FakeEldData, from: number, to: number) {
  const names = new Map(data.drivers.map((d) => [d.id, `${d.firstName} ${d.lastName}`]));
  const overlapping = timeline(data.logs).filter((t) => t.start < to && (t.end === undefined || t.end > from));
  return [...groupBy(overlapping, (t) => t.event.driverId)].map(([driverId, list]) => ({
    driver: { id: driverId, name: names.get(driverId) ?? 'Unknown driver' },
    hosLogs: list.map(({ event, start, end }) => ({
      hosStatusType: SAMSARA_CODES[event.status] ?? event.status,
      logStartTime: new Date(start).toISOString(),
      ...(end === undefined ? {} : { logEndTime: new Date(end).toISOString() }),
      ...(event.location
        ? { logRecordedLocation: { latitude: event.location.lat, longitude: event.location.lng } }
        : {}),
      ...(event.note ? { remark: event.note } : {}),
      codrivers: [],
    })),
  }));
}

function samsaraLocations(data: FakeEldData, from: number, to: number) {
  const names = new Map(data.vehicles.map((v) => [v.id, v.name]));
  const inWindow = data.positions.filter((p) => Date.parse(p.at) >= from && Date.parse(p.at) <= to);
  return [...groupBy(inWindow, (p) => p.vehicleId)].map(([id, list]) => ({
    id,
    name: names.get(id) ?? id,
    locations: list.map((p) => ({
      time: p.at,
      latitude: p.lat,
      longitude: p.lng,
      heading: p.heading ?? 0,
      speed: p.speedMph ?? 0,
      isEcuSpeed: false,
      ...(p.description ? { reverseGeo: { formattedLocation: p.description } } : {}),
    })),
  }));
}

export function samsaraAnswer(req: FakeEldRequest, token: string, data: FakeEldData): FakeAnswer {
  if (req.headers.authorization !== `Bearer ${token}`) {
    return { status: 401, body: { message: 'Unauthorized', requestId: requestId() } };
  }
  const offset = decodeCursor(req.query.after);
  if (offset === null) return { status: 400, body: { message: 'Invalid pagination cursor', requestId: requestId() } };
  const from = Date.parse(req.query.startTime ?? '');
  const to = Date.parse(req.query.endTime ?? '');
  const needsWindow = req.path.startsWith('/fleet/hos') || req.path.includes('/history');
  if (needsWindow && (Number.isNaN(from) || Number.isNaN(to))) {
    return { status: 400, body: { message: 'startTime and endTime are required', requestId: requestId() } };
  }
  const size = data.pageSize;
  switch (req.path) {
    case '/fleet/drivers': {
      const wanted = req.query.driverActivationStatus ?? 'active';
      const drivers = data.drivers
        .filter((d) => ((d.active ?? true) ? 'active' : 'deactivated') === wanted)
        .map((d) => ({
          id: d.id,
          name: `${d.firstName} ${d.lastName}`,
          username: `${d.firstName}${d.lastName}`.toLowerCase(),
          ...(d.licenseNumber ? { licenseNumber: d.licenseNumber } : {}),
          ...(d.licenseState ? { licenseState: d.licenseState } : {}),
          driverActivationStatus: wanted,
          eldExempt: false,
          eldPcEnabled: true,
          eldYmEnabled: true,
          timezone: 'America/Chicago',
          externalIds: {},
          tags: [],
          createdAtTime: '2024-02-12T15:04:11Z',
          updatedAtTime: '2025-01-08T19:22:40Z',
        }));
      return samsaraPage(drivers, offset, size);
    }
    case '/fleet/vehicles': {
      const vehicles = data.vehicles.map((v) => ({
        id: v.id,
        name: v.name,
        ...(v.vin ? { vin: v.vin } : {}),
        serial: `G${v.id.slice(-6).padStart(6, '0')}`,
        make: 'FREIGHTLINER',
        model: 'Cascadia',
        year: '2022',
        externalIds: {},
      }));
      return samsaraPage(vehicles, offset, size);
    }
    case '/fleet/hos/logs':
      return samsaraPage(samsaraHosLogs(data, from, to), offset, size);
    case '/fleet/vehicles/locations/history':
      return samsaraPage(samsaraLocations(data, from, to), offset, size);
    default:
      return { status: 404, body: { message: 'Not Found', requestId: requestId() } };
  }
}

// ---- Motive: numbered pages, `{ <records>: [...], pagination: { per_page, page_no, total } }`

function motivePage(key: string, items: unknown[], req: FakeEldRequest, data: FakeEldData): FakeAnswer {
  const perPage = Math.min(Number(req.query.per_page ?? 25), data.pageSize);
  const pageNo = Number(req.query.page_no ?? 1);
  const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage);
  return {
    status: 200,
    body: { [key]: slice, pagination: { per_page: perPage, page_no: pageNo, total: items.length } },
  };
}

const motiveDriver = (d: { id: string; firstName: string; lastName: string }) => ({
  id: Number(d.id),
  first_name: d.firstName,
  last_name: d.lastName,
  username: `${d.firstName[0] ?? ''}${d.lastName}`.toLowerCase(),
  email: null,
  driver_company_id: null,
  status: 'active',
  role: 'driver',
});

/** Motive's logs are per driver and day: a status running past midnight reappears at 00:00 in the next day's log. */
function motiveLogs(data: FakeEldData, startDate: string, endDate: string) {
  const first = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS;
  const drivers = new Map(data.drivers.map((d) => [d.id, d]));
  const days = new Map<string, { driverId: string; date: string; events: unknown[] }>();
  let eventId = 5_100_000;
  for (const t of timeline(data.logs)) {
    const until = Math.min(t.end ?? end, end);
    for (let day = Math.max(Math.floor(t.start / DAY_MS) * DAY_MS, first); day < until; day += DAY_MS) {
      const sliceStart = Math.max(t.start, day);
      const sliceEnd = Math.min(until, day + DAY_MS);
      const date = new Date(day).toISOString().slice(0, 10);
      const key = `${t.event.driverId}/${date}`;
      const log = days.get(key) ?? { driverId: t.event.driverId, date, events: [] };
      log.events.push({
        event: {
          id: eventId++,
          type: MOTIVE_CODES[t.event.status] ?? t.event.status,
          start_time: new Date(sliceStart).toISOString().replace('.000Z', 'Z'),
          end_time:
            t.end === undefined && sliceEnd === end ? null : new Date(sliceEnd).toISOString().replace('.000Z', 'Z'),
          duration: Math.round((sliceEnd - sliceStart) / 1000),
          location: t.event.location?.description ?? null,
          lat: t.event.location?.lat ?? null,
          lon: t.event.location?.lng ?? null,
          notes: t.event.note ?? null,
          origin: 'driver',
        },
      });
      days.set(key, log);
    }
  }
  return [...days.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.driverId.localeCompare(b.driverId))
    .map((l, i) => {
      const driver = drivers.get(l.driverId) ?? { id: l.driverId, firstName: 'Unknown', lastName: 'Driver' };
      return {
        log: {
          id: 880_000 + i,
          date: l.date,
          total_miles: 0,
          driver: motiveDriver(driver),
          vehicles: [],
          events: l.events,
        },
      };
    });
}

function motiveCurrentLocations(data: FakeEldData) {
  const latest = new Map<string, FakeEldPosition>();
  for (const p of data.positions) {
    const seen = latest.get(p.vehicleId);
    if (!seen || Date.parse(p.at) > Date.parse(seen.at)) latest.set(p.vehicleId, p);
  }
  return data.vehicles.map((v) => {
    const p = latest.get(v.id);
    return {
      vehicle: {
        id: Number(v.id),
        number: v.name,
        vin: v.vin ?? null,
        current_driver: null,
        current_location: p
          ? {
              id: `loc-${v.id}-${Date.parse(p.at)}`,
              lat: p.lat,
              lon: p.lng,
              located_at: p.at,
              bearing: p.heading ?? null,
              kph: p.speedMph === null || p.speedMph === undefined ? null : p.speedMph * 1.609344,
              description: p.description ?? null,
              engine_hours: null,
              fuel: null,
            }
          : null,
      },
    };
  });
}

export function motiveAnswer(req: FakeEldRequest, token: string, data: FakeEldData): FakeAnswer {
  if (req.headers['x-api-key'] !== token) return { status: 401, body: { error_message: 'Invalid API key' } };
  switch (req.path) {
    case '/v1/users': {
      const users = data.drivers
        .filter(() => (req.query.role ?? 'driver') === 'driver')
        .map((d) => ({
          user: {
            ...motiveDriver(d),
            status: (d.active ?? true) ? 'active' : 'deactivated',
            drivers_license_number: d.licenseNumber ?? null,
            drivers_license_state: d.licenseState ?? null,
            time_zone: 'Central Time (US & Canada)',
            yard_moves_enabled: true,
            personal_conveyance_enabled: true,
          },
        }));
      return motivePage('users', users, req, data);
    }
    case '/v1/vehicles': {
      const vehicles = data.vehicles.map((v) => ({
        vehicle: {
          id: Number(v.id),
          number: v.name,
          status: 'active',
          vin: v.vin ?? null,
          make: 'Kenworth',
          model: 'T680',
          year: '2021',
        },
      }));
      return motivePage('vehicles', vehicles, req, data);
    }
    case '/v1/logs': {
      const { start_date: start, end_date: end } = req.query;
      if (!start || !end) return { status: 400, body: { error_message: 'start_date and end_date are required' } };
      return motivePage('logs', motiveLogs(data, start, end), req, data);
    }
    case '/v1/vehicle_locations':
      return motivePage('vehicles', motiveCurrentLocations(data), req, data);
    default:
      return { status: 404, body: { error_message: 'Not found' } };
  }
}
