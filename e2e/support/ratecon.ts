import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * An invented broker's rate confirmation, drawn for the test: labels and values in two columns, a
 * shipper and a consignee, the money at the bottom. Names, numbers and people are made up; the
 * ZIPs are real so the reader's gazetteer check passes.
 */
export async function rateConfirmationPdf(o: {
  loadNumber: string;
  brokerName: string;
  brokerMc: string;
  pickupDate: string;
  deliveryDate: string;
}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const text = (x: number, y: number, s: string, size = 9, isBold = false) =>
    page.drawText(s, { x, y: 792 - y, size, font: isBold ? bold : regular });
  const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

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
  text(40, 180, 'SHIPPER', 11, true);
  text(40, 196, 'Name:');
  text(110, 196, 'Sunflower Mills');
  text(40, 208, 'Address:');
  text(110, 208, '1500 E Harry St');
  text(110, 220, 'Wichita, KS 67211');
  text(330, 196, 'Pickup Date:');
  text(420, 196, us(o.pickupDate));
  text(330, 208, 'Appointment:');
  text(420, 208, '08:00 - 10:00');
  text(330, 220, 'Pickup #:');
  text(420, 220, 'PU40411');
  text(40, 260, 'CONSIGNEE', 11, true);
  text(40, 276, 'Name:');
  text(110, 276, 'Ozark Grocers DC');
  text(40, 288, 'Address:');
  text(110, 288, '900 W Commercial St');
  text(110, 300, 'Springfield, MO 65803');
  text(330, 276, 'Delivery Date:');
  text(420, 276, us(o.deliveryDate));
  text(330, 288, 'Appointment:');
  text(420, 288, '13:00');
  text(330, 300, 'Delivery #:');
  text(420, 300, 'DL88120');
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
