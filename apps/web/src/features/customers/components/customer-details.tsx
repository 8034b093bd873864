import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type Customer, formatDateTime } from '@tms/domain';
import { useCountries } from '../../../components/use-countries';
import { DetailGroup } from './detail-group';
import { DetailItem } from './detail-item';

function paymentTerms(days: number | null): string | null {
  if (days === null) return null;
  return days === 0 ? 'Due on receipt' : `Net ${days}`;
}

/** Contact, billing and address of one broker, as read in the drawer. */
export function CustomerDetails({ customer: c }: { customer: Customer }) {
  const countries = useCountries().data;
  const country = countries?.find((x) => x.code === c.country)?.name ?? c.country;
  const cityLine = [[c.city, c.state].filter(Boolean).join(', '), c.zip_code].filter(Boolean).join(' ');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <DetailGroup title="Contact">
        <DetailItem label="Contact name" value={c.contact_name} />
        <DetailItem label="Phone" value={c.phone_number} href={c.phone_number ? `tel:${c.phone_number}` : undefined} />
        <DetailItem label="E-mail" value={c.email} href={c.email ? `mailto:${c.email}` : undefined} wide />
      </DetailGroup>
      <Divider />
      <DetailGroup title="Billing">
        <DetailItem
          label="Billing e-mail"
          value={c.billing_email}
          href={c.billing_email ? `mailto:${c.billing_email}` : undefined}
          wide
        />
        <DetailItem label="Payment terms" value={paymentTerms(c.payment_terms_days)} />
        <DetailItem label="Client reference" value={c.client_ref_no} />
      </DetailGroup>
      <Divider />
      <DetailGroup title="Address">
        <DetailItem label="Street" value={c.street_address} wide />
        <DetailItem label="City, state, ZIP" value={cityLine} />
        <DetailItem label="Country" value={country} />
      </DetailGroup>
      <Divider />
      <DetailGroup title="Notes">
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', color: c.notes ? 'text.primary' : 'text.disabled' }}
          >
            {c.notes || 'No notes yet.'}
          </Typography>
        </Box>
      </DetailGroup>
      <Typography variant="caption" color="text.secondary">
        Added {formatDateTime(c.created_at)} · Last changed {formatDateTime(c.updated_at)}
      </Typography>
    </Box>
  );
}
