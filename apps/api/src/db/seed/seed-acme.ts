import { eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import { customers, divisions, loadAppointmentTypes, users } from '../schema';

/** Brokers and shippers Acme Freight works with; one is flagged for slow payment. */
const CUSTOMERS = [
  {
    name: 'Summit Freight Brokerage',
    mc_number: '614233',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60606',
    street_address: '233 S Wacker Dr',
    contact_name: 'Priya Raman',
    phone_number: '(312) 555-0191',
    payment_terms_days: 30,
  },
  {
    name: 'Blue Ridge Logistics',
    mc_number: '702118',
    city: 'Charlotte',
    state: 'NC',
    zip_code: '28202',
    street_address: '101 N Tryon St',
    contact_name: 'Marcus Bell',
    phone_number: '(704) 555-0134',
    payment_terms_days: 21,
  },
  {
    name: 'Lakeshore Transport Services',
    mc_number: '588904',
    city: 'Cleveland',
    state: 'OH',
    zip_code: '44114',
    street_address: '1300 E 9th St',
    contact_name: 'Hannah Kowalski',
    phone_number: '(216) 555-0107',
    payment_terms_days: 30,
  },
  {
    name: 'Great Plains Freight Solutions',
    mc_number: '831477',
    city: 'Omaha',
    state: 'NE',
    zip_code: '68102',
    street_address: '1650 Farnam St',
    contact_name: 'Luis Ortega',
    phone_number: '(402) 555-0188',
    payment_terms_days: 45,
  },
  {
    name: 'Harborview Logistics',
    mc_number: '776320',
    city: 'Savannah',
    state: 'GA',
    zip_code: '31401',
    street_address: '2 E Bryan St',
    contact_name: 'Grace Whitman',
    phone_number: '(912) 555-0165',
    payment_terms_days: 30,
  },
  {
    name: 'Redline Brokerage',
    mc_number: '690045',
    city: 'Memphis',
    state: 'TN',
    zip_code: '38103',
    street_address: '50 N Front St',
    contact_name: 'Tyler Brooks',
    phone_number: '(901) 555-0122',
    payment_terms_days: 30,
    has_warning: true,
    warning_note: 'Pays after 60+ days; require quick-pay or factoring approval before booking.',
  },
  {
    name: 'Midwest Grain Cooperative',
    mc_number: null,
    city: 'Des Moines',
    state: 'IA',
    zip_code: '50309',
    street_address: '666 Walnut St',
    contact_name: 'Karen Lindqvist',
    phone_number: '(515) 555-0140',
    payment_terms_days: 15,
  },
  {
    name: 'Ohio Valley Steel Supply',
    mc_number: null,
    city: 'Cincinnati',
    state: 'OH',
    zip_code: '45202',
    street_address: '250 E 5th St',
    contact_name: 'Dwayne Carter',
    phone_number: '(513) 555-0176',
    payment_terms_days: 30,
  },
];

/** How long ago each demo customer was added: most over months, two in the last few weeks. */
const CUSTOMER_AGE_DAYS = [190, 160, 130, 100, 75, 45, 18, 6];

/** Realistic master data for the demo carrier, so every screen opens on something to work with. */
export async function seedAcme(tx: AppDb, companyId: number, managerEmail: string) {
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.email, managerEmail));
  await tx.insert(divisions).values([
    {
      company_id: companyId,
      name: 'Columbus Terminal',
      code: 'CMH',
      description: 'Home terminal: dry van and reefer.',
    },
    { company_id: companyId, name: 'Dallas Terminal', code: 'DFW', description: 'Southwest lanes and flatbed.' },
    { company_id: companyId, name: 'Owner Operators', code: 'OO', description: 'Leased-on owner operators.' },
  ]);
  await tx.insert(customers).values(
    CUSTOMERS.map((c, i) => ({
      ...c,
      company_id: companyId,
      email: `dispatch@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      billing_email: `ap@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      client_ref_no: `ACME-${String(1001 + i)}`,
      created_by: manager?.id ?? null,
      created_at: new Date(Date.now() - (CUSTOMER_AGE_DAYS[i] ?? 200) * 86_400_000),
    })),
  );
  await tx.insert(loadAppointmentTypes).values({
    company_id: companyId,
    name: 'Lumper Appointment',
    has_time: true,
    has_time_range: false,
    description: 'Unloading by a lumper service; confirm the lumper receipt.',
  });
}
