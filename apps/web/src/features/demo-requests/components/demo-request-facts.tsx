import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DemoRequest } from '@tms/domain';
import { formatDateTime } from '@tms/domain';
import type { ReactNode } from 'react';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.25 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const missing = (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    Not given
  </Box>
);

/** Everything the visitor sent, with links that start an e-mail or a call. */
export function DemoRequestFacts({ request }: { request: DemoRequest }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <Fact label="Name">{request.name}</Fact>
      <Fact label="Company">{request.company}</Fact>
      <Fact label="Email">
        <Link href={`mailto:${request.email}`}>{request.email}</Link>
      </Fact>
      <Fact label="Phone">{request.phone ? <Link href={`tel:${request.phone}`}>{request.phone}</Link> : missing}</Fact>
      <Fact label="Fleet size">{request.fleet_size ? `${request.fleet_size} trucks` : missing}</Fact>
      <Fact label="Request ID">#{request.id}</Fact>
      <Fact label="Received">{formatDateTime(request.created_at)}</Fact>
      <Fact label="Last updated">{formatDateTime(request.updated_at)}</Fact>
    </Box>
  );
}
