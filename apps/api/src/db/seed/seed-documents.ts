import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { type Storage, storageKey } from '../../modules/storage/storage.service';
import type { AppDb } from '../client';
import { documents, drivers, loads, trucks } from '../schema';

export type Line = [label: string, value: string | null];

/** A one-page scan-like PDF for a demo record: a title and its facts, marked as a demo copy. */
export async function demoPdf(title: string, lines: Line[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 396]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 24, y: 24, width: 564, height: 348, borderColor: rgb(0.2, 0.3, 0.5), borderWidth: 2 });
  page.drawText(title, { x: 48, y: 330, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
  lines.forEach(([label, value], i) => {
    page.drawText(label, { x: 48, y: 290 - i * 26, size: 11, font: bold });
    page.drawText(value ?? '-', { x: 210, y: 290 - i * 26, size: 11, font: regular });
  });
  page.drawText('DEMO COPY', { x: 430, y: 44, size: 14, font: bold, color: rgb(0.75, 0.2, 0.2) });
  return Buffer.from(await pdf.save());
}

/**
 * A few documents so the qualification files and unit pages are not empty on first start: the CDL
 * and medical card of the first drivers, and the registration of the first trucks.
 */
export async function seedDocuments(tx: AppDb, companyId: number, storage: Storage, uploadedBy: number | null) {
  const store = async (
    filename: string,
    body: Buffer,
    row: Pick<typeof documents.$inferInsert, 'document_type' | 'category' | 'description' | 'driver_id' | 'truck_id'>,
  ) => {
    const key = storageKey(companyId, randomUUID(), filename);
    await storage.put(key, body, 'application/pdf');
    await tx.insert(documents).values({
      ...row,
      company_id: companyId,
      original_filename: filename,
      content_type: 'application/pdf',
      file_size: body.length,
      storage_key: key,
      uploaded_by: uploadedBy,
    });
  };

  const someDrivers = await tx
    .select()
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), isNotNull(drivers.cdl_number)))
    .orderBy(asc(drivers.id))
    .limit(8);
  for (const d of someDrivers) {
    const name = `${d.first_name} ${d.last_name}`;
    const slug = `${d.first_name}-${d.last_name}`.replace(/[^A-Za-z0-9-]/g, '');
    const cdl = await demoPdf("Commercial Driver's License", [
      ['Name', name],
      ['License number', d.cdl_number],
      ['State', d.cdl_state],
      ['Class', d.cdl_class],
      ['Endorsements', d.cdl_endorsements?.join(', ') || 'None'],
      ['Expires', d.cdl_expiry],
    ]);
    await store(`CDL-${slug}.pdf`, cdl, {
      document_type: 'cdl',
      category: 'driver',
      driver_id: d.id,
      description: 'CDL',
    });
    const medical = await demoPdf("Medical Examiner's Certificate", [
      ['Driver', name],
      ['Qualified for', 'Two years'],
      ['Expires', d.medical_card_expiry],
    ]);
    await store(`Medical-card-${slug}.pdf`, medical, {
      document_type: 'medical_card',
      category: 'driver',
      driver_id: d.id,
      description: 'DOT medical card',
    });
  }

  const someTrucks = await tx
    .select()
    .from(trucks)
    .where(eq(trucks.company_id, companyId))
    .orderBy(asc(trucks.id))
    .limit(4);
  for (const t of someTrucks) {
    const registration = await demoPdf('Vehicle Registration', [
      ['Unit', t.unit_number],
      ['VIN', t.vin],
      ['Make and model', [t.make, t.model, t.year].filter(Boolean).join(' ')],
      ['Plate', [t.plate_number, t.plate_state].filter(Boolean).join(' ')],
      ['Expires', t.registration_expiry],
    ]);
    await store(`Registration-${t.unit_number}.pdf`, registration, {
      document_type: 'other',
      category: 'truck',
      truck_id: t.id,
      description: 'Registration',
    });
  }
}

/** How many of the newest open invoices get their paperwork: enough to try a factoring submission. */
const PAPERWORK_LOADS = 12;

/**
 * The paperwork of the newest open invoices (invoice, rate confirmation, BOL, POD), as demo copies,
 * so a factoring submission or an invoice packet can be tried on first start: the load seed numbers
 * invoices without drawing them.
 */
export async function seedInvoicePaperwork(tx: AppDb, companyId: number, storage: Storage, uploadedBy: number | null) {
  const open = await tx
    .select({ id: loads.id, number: loads.load_number, invoice: loads.invoice_number, on: loads.invoice_date })
    .from(loads)
    .where(and(eq(loads.company_id, companyId), isNotNull(loads.invoice_number), isNull(loads.paid_date)))
    .orderBy(desc(loads.invoice_date), desc(loads.id))
    .limit(PAPERWORK_LOADS);
  const papers = [
    ['invoice', 'Invoice'],
    ['rate_confirmation', 'Rate Confirmation'],
    ['bol', 'Bill of Lading'],
    ['pod', 'Proof of Delivery'],
  ] as const;
  for (const load of open) {
    for (const [type, title] of papers) {
      const body = await demoPdf(title, [
        ['Load', load.number],
        ['Invoice', String(load.invoice)],
        ['Invoice date', load.on],
      ]);
      const filename = `${title.replace(/ /g, '-')}-${load.number}.pdf`;
      const key = storageKey(companyId, randomUUID(), filename);
      await storage.put(key, body, 'application/pdf');
      await tx.insert(documents).values({
        company_id: companyId,
        category: 'load',
        load_id: load.id,
        document_type: type,
        description: title,
        original_filename: filename,
        content_type: 'application/pdf',
        file_size: body.length,
        storage_key: key,
        uploaded_by: uploadedBy,
      });
    }
  }
}
