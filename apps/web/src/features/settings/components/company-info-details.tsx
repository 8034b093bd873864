import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@tms/domain';
import type { ReactNode } from 'react';
import { useCountries } from '../../../components/use-countries';
import type { CompanyInfo } from '../api/get-company-info';

const PLAN_LABELS: Record<string, string> = { starter: 'Starter', growth: 'Growth', pro: 'Pro' };

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? { sm: '1 / -1' } : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children || (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontStyle: 'italic' }}>
            Not set
          </Box>
        )}
      </Typography>
    </Box>
  );
}

/** The company's record as the team sees it when not editing. */
export function CompanyInfoDetails({ company }: { company: CompanyInfo }) {
  const countries = useCountries();
  const country = countries.data?.find((c) => c.code === company.country.toUpperCase())?.name ?? company.country;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
    >
      <Item label="Address" wide>
        {company.address}
      </Item>
      <Item label="Country">{country}</Item>
      <Item label="Phone">{company.phone_number}</Item>
      <Item label="Fax">{company.fax}</Item>
      <Item label="MC number">{company.mc_number}</Item>
      <Item label="DOT number">{company.dot_number}</Item>
      <Item label="Time zone">{company.time_zone.replaceAll('_', ' ')}</Item>
      <Item label="Require a POD to deliver">{company.require_pod_for_delivery ? 'Yes' : 'No'}</Item>
      <Item label="Free time at a stop">{`${company.detention_free_minutes} minutes`}</Item>
      <Item label="Alias">{company.alias}</Item>
      <Item label="Plan">{company.plan ? (PLAN_LABELS[company.plan] ?? company.plan) : null}</Item>
      <Item label="Subscription paid through">
        {company.subscription_expires_at ? formatDate(company.subscription_expires_at) : null}
      </Item>
    </Box>
  );
}
