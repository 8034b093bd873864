import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Load } from '@tms/domain';
import type { ReactNode } from 'react';
import { CustomerWarningMarker } from '../../customers/components/customer-warning-marker';
import { personName } from '../../dispatch/load-format';
import { invoiceState } from './invoice-state';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Who the load is for and who moves it, and its bill: the header's facts as a description list. */
export function LoadFacts({ load }: { load: Load }) {
  const drivers = [personName(load.driver), personName(load.secondary_driver)].filter(Boolean);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Fact label="Customer / Broker">
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          {load.broker.name}
          {load.broker.mc_number && ` · MC ${load.broker.mc_number}`}
          {load.broker.has_warning && <CustomerWarningMarker note={load.broker.warning_note} withLabel={false} />}
        </Box>
      </Fact>
      <Fact label={load.is_team_load ? 'Drivers (team)' : 'Driver'}>
        {drivers.length ? drivers.join(' & ') : 'Unassigned'}
      </Fact>
      <Fact label="Dispatcher">{load.dispatcher?.full_name ?? 'No dispatcher'}</Fact>
      <Fact label="Truck">{load.truck?.unit_number ?? 'No truck'}</Fact>
      <Fact label="Trailer">{load.trailer?.unit_number ?? 'No trailer'}</Fact>
      <Fact label="Invoice">{invoiceState(load)}</Fact>
    </Box>
  );
}
