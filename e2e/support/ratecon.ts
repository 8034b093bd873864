import { PDFDocument, StandardFonts } from 'pdf-lib';
import { dayFromToday } from './fleet';

type Stop = {
  heading: string;
  kind: 'Pickup' | 'Delivery';
  name: string;
  street: string;
  place: string;
  date: string;
  appointment: string;
  reference: string;
};

/**
 * An invented broker's rate confirmation, drawn for the test: labels and values in two columns, a
 * shipper and a consignee, the money at the bottom. Names, numbers and people are made up; the
 * ZIPs are real so the reader's gazetteer check passes.
 */
export async function rateConfirmationPdf({
  pickupDate = dayFromToday(2),
  deliveryDate = dayFromToday(3),
  ...rest
}: {
  loadNumber: string;
  brokerName: string;
  brokerMc: string;
  /** Days of the pickup and the delivery: two and three days from today unless given. */
  pickupDate?: string;
  deliveryDate?: string;
}): Promise<Buffer> {
  const o = { ...rest, pickupDate, deliveryDate };
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const text = (x: number, y: number, s: string, size = 9, isBold = false) =>
    page.drawText(s, { x, y: 792 - y, size, font: isBold ? bold : regular });
  const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  /** A shipper or consignee section from `y` down: name and address on the left, date, time and number on the right. */
  const stop = (y: number, s: Stop) => {
    text(40, y, s.heading, 11, true);
    text(40, y + 16, 'Name:');
    text(110, y + 16, s.name);
    text(40, y + 28, 'Address:');
    text(110, y + 28, s.street);
    text(110, y + 40, s.place);
    text(330, y + 16, `${s.kind} Date:`);
    text(420, y + 16, us(s.date));
    text(330, y + 28, 'Appointment:');
    text(420, y + 28, s.appointment);
    text(330, y + 40, `${s.kind} #:`);
    text(420, y + 40, s.reference);
  };

  text(40, 40, o.brokerName, 14, true);
  text(40, 56, '2200 Meridian Ave, Suite 5');
  text(40, 68, 'Wichita, KS 67203');
  text(40, 80, 'Phone: (316) 555-0163');
  text(400, 40, 'RATE CONFIRMATION', 14, true);
  text(400, 60, `Load #: ${o.loadNumber}`);
  text(400, 72, `Date: ${us(o.pickupDate)}`);
  text(40, 110, 'Carrier: Test Carrier Trucking');
  text(330, 110, `Broker MC: ${o.brokerMc}`);
  text(40, 122, 'Carrier MC: 445566');
  text(330, 122, 'Booked by: Jordan Pike');
  stop(180, {
    heading: 'SHIPPER',
    kind: 'Pickup',
    name: 'Sunflower Mills',
    street: '1500 E Harry St',
    place: 'Wichita, KS 67211',
    date: o.pickupDate,
    appointment: '08:00 - 10:00',
    reference: 'PU40411',
  });
  stop(260, {
    heading: 'CONSIGNEE',
    kind: 'Delivery',
    name: 'Ozark Grocers DC',
    street: '900 W Commercial St',
    place: 'Springfield, MO 65803',
    date: o.deliveryDate,
    appointment: '13:00',
    reference: 'DL88120',
  });
  text(40, 340, 'Commodity: Flour');
  text(250, 340, 'Weight: 42,000 lbs');
  text(420, 340, 'Pallets: 20');
  text(40, 352, 'Equipment: Dry Van 53ft');
  text(250, 352, 'Miles: 296');
  text(40, 390, 'Line Haul');
  text(480, 390, '$1,450.00');
  text(40, 402, 'Total Carrier Pay');
  text(480, 402, '$1,450.00');
  text(40, 440, 'Payment terms are 30 days from receipt of a clean proof of delivery and invoice.', 7);
  return Buffer.from(await doc.save());
}
