import { createHash, randomUUID } from 'node:crypto';
import type { ExtractedEvent, ExtractionResult } from '@tms/domain';
import { LOAD_INBOX_MESSAGES } from '@tms/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { blankEvent } from '../../modules/extraction/blank-event';
import { inboundAddress, newInboundToken } from '../../modules/load-inbox/inbound-address';
import { type Storage, storageKey } from '../../modules/storage/storage.service';
import type { AppDb } from '../client';
import {
  companies,
  customers,
  inboundEmailAddresses,
  loadInboxItems,
  loadInboxMessages,
  rateConfirmationExtractions,
} from '../schema';
import { withSystem } from '../tenancy';
import { demoPdf } from './seed-documents';

type Stop = Pick<ExtractedEvent, 'event_type' | 'event_date' | 'location_city' | 'location_state' | 'facility_name'>;
type Cargo = { miles: number; commodity: string; weight: number; pieces: number };
type DemoRatecon = { loadNumber: string; rate: string; cargo: Cargo; stops: [Stop, Stop]; minutesAgo: number };

const dayFrom = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

function demoRatecons(now: number): DemoRatecon[] {
  return [
    {
      loadNumber: 'RC-48213',
      rate: '2450.00',
      cargo: { miles: 572, commodity: 'Canned goods', weight: 38_000, pieces: 20 },
      minutesAgo: 12,
      stops: [
        {
          event_type: 'pickup',
          event_date: dayFrom(now, 1),
          location_city: 'Columbus',
          location_state: 'OH',
          facility_name: 'Buckeye Foods DC',
        },
        {
          event_type: 'delivery',
          event_date: dayFrom(now, 3),
          location_city: 'Atlanta',
          location_state: 'GA',
          facility_name: 'Peachtree Grocers',
        },
      ],
    },
    {
      loadNumber: 'RC-48377',
      rate: '1875.00',
      cargo: { miles: 288, commodity: 'Paper rolls', weight: 41_500, pieces: 18 },
      minutesAgo: 95,
      stops: [
        {
          event_type: 'pickup',
          event_date: dayFrom(now, 2),
          location_city: 'Indianapolis',
          location_state: 'IN',
          facility_name: 'Crossroads Paper',
        },
        {
          event_type: 'delivery',
          event_date: dayFrom(now, 3),
          location_city: 'Nashville',
          location_state: 'TN',
          facility_name: 'Music City Supply',
        },
      ],
    },
  ];
}

/** How sure the reader is of each value: every one is printed plainly on the demo documents. */
function confidenceOf(stops: number): Record<string, number> {
  const read = ['basic_info.load_number', 'basic_info.broker_name', 'basic_info.broker_mc_number']
    .concat(['rate_cargo.rate_booked', 'rate_cargo.loaded_miles', 'rate_cargo.commodity'])
    .concat(['rate_cargo.weight_lbs', 'rate_cargo.pieces']);
  for (let i = 0; i < stops; i++) {
    for (const field of ['event_date', 'location_city', 'location_state', 'facility_name'])
      read.push(`events.${i}.${field}`);
  }
  return Object.fromEntries(read.map((path, i) => [path, i % 4 === 3 ? 0.82 : 0.95]));
}

function readingOf(r: DemoRatecon, broker: { name: string; mc: string | null }): ExtractionResult {
  const events = r.stops.map((s, i) => ({
    ...blankEvent(i + 1, s.event_type),
    ...s,
    appointment_time_lower: '08:00',
    appointment_time_higher: '14:00',
  }));
  return {
    basic_info: {
      load_number: r.loadNumber,
      broker_name: broker.name,
      broker_mc_number: broker.mc?.replace(/\D/g, '') || null,
      broker_email: null,
      broker_phone: null,
      other_reference_numbers: [],
      carrier_name: 'Acme Freight',
    },
    events,
    rate_cargo: {
      rate_booked: r.rate,
      linehaul: r.rate,
      accessorials: [],
      loaded_miles: r.cargo.miles,
      commodity: r.cargo.commodity,
      weight_lbs: r.cargo.weight,
      pieces: r.cargo.pieces,
      hazmat: false,
      equipment: 'Dry van',
    },
    confidence: confidenceOf(events.length),
    warnings: [],
    engine: { name: 'offline', provider: null, pages: 1, ocr_pages: 0, ms: 420 },
  };
}

async function seedReadItem(tx: AppDb, companyId: number, storage: Storage, r: DemoRatecon, now: number) {
  const [broker] = await tx
    .select({ id: customers.id, name: customers.name, mc: customers.mc_number })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), isNotNull(customers.mc_number), isNull(customers.deleted_at)))
    .orderBy(asc(customers.id))
    .offset(r.minutesAgo % 3)
    .limit(1);
  const result = readingOf(r, broker ?? { name: 'Demo Broker', mc: null });
  const [pickup, delivery] = r.stops;
  const body = await demoPdf('Rate Confirmation', [
    ['Load', r.loadNumber],
    ['Broker', result.basic_info.broker_name],
    ['Broker MC', result.basic_info.broker_mc_number],
    [
      'Pickup',
      `${pickup.facility_name}, ${pickup.location_city}, ${pickup.location_state} ${pickup.event_date} 08:00-14:00`,
    ],
    [
      'Delivery',
      `${delivery.facility_name}, ${delivery.location_city}, ${delivery.location_state} ${delivery.event_date} 08:00-14:00`,
    ],
    ['Miles', String(r.cargo.miles)],
    ['Commodity', `${r.cargo.commodity}, ${r.cargo.pieces} pieces, ${r.cargo.weight} lbs`],
    ['Equipment', 'Dry van'],
    ['Total carrier pay', `$${r.rate}`],
  ]);
  const filename = `Rate-Confirmation-${r.loadNumber}.pdf`;
  const key = storageKey(companyId, randomUUID(), filename);
  await storage.put(key, body, 'application/pdf');
  const [extraction] = await tx
    .insert(rateConfirmationExtractions)
    .values({ company_id: companyId, filename, result, layout: { lines: [], pageCount: 1 } })
    .returning({ id: rateConfirmationExtractions.id });
  const [message] = await tx
    .insert(loadInboxMessages)
    .values({
      company_id: companyId,
      sender: `Dispatch Desk <loads@${(broker?.name ?? 'broker').toLowerCase().replace(/[^a-z0-9]+/g, '')}.example>`,
      subject: `Rate confirmation ${r.loadNumber}`,
      size_bytes: body.length + 2048,
      received_at: new Date(now - r.minutesAgo * 60_000),
    })
    .returning({ id: loadInboxMessages.id });
  await tx.insert(loadInboxItems).values({
    company_id: companyId,
    message_id: message!.id,
    filename,
    content_type: 'application/pdf',
    size_bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
    storage_key: key,
    state: 'read',
    extraction_id: extraction!.id,
    broker_customer_id: broker?.id ?? null,
  });
}

/**
 * The demo carrier's address for rate confirmations by e-mail, and an inbox to review: two
 * rate confirmations already read, and a message that brought only a signature image.
 */
export async function seedLoadInbox(tx: AppDb, companyId: number, storage: Storage | undefined, now: number) {
  await tx.insert(inboundEmailAddresses).values({ company_id: companyId, token: newInboundToken() });
  if (storage) for (const r of demoRatecons(now)) await seedReadItem(tx, companyId, storage, r, now);
  const [kept] = await tx
    .insert(loadInboxMessages)
    .values({
      company_id: companyId,
      sender: 'Carla Ruiz <carla.ruiz@shipper.example>',
      subject: 'Re: pickup tomorrow',
      size_bytes: 18_000,
      received_at: new Date(now - 240 * 60_000),
    })
    .returning({ id: loadInboxMessages.id });
  await tx.insert(loadInboxItems).values({
    company_id: companyId,
    message_id: kept!.id,
    state: 'kept',
    reason: LOAD_INBOX_MESSAGES.onlySmallImages,
  });
}

/** The demo carrier's live address, for the start banner; null before the demo is seeded. */
export async function demoInboundAddress(db: AppDb, companyName: string, domain: string): Promise<string | null> {
  const [row] = await withSystem(db, (tx) =>
    tx
      .select({ token: inboundEmailAddresses.token })
      .from(inboundEmailAddresses)
      .innerJoin(companies, eq(companies.id, inboundEmailAddresses.company_id))
      .where(and(eq(companies.name, companyName), isNull(inboundEmailAddresses.retired_at)))
      .limit(1),
  );
  return row ? inboundAddress(row.token, domain) : null;
}
