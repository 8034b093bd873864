import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMiles, formatUsd, type Load } from '@tms/domain';
import { marginCents } from './load-money';
import { LoadSection } from './load-section';

/** One figure of the card: a label over its value, the value findable by its label in tests. */
function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }} color={tone} data-testid={`money-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** Rate booked, driver pay, the margin between them and the rate per mile, to the cent. */
export function LoadMoneyCard({ load }: { load: Load }) {
  const rate = load.rate_cargo;
  const margin = marginCents(rate);
  return (
    <LoadSection title="Money">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure label="Rate booked" value={formatUsd(rate.rate_booked)} />
        <Figure label="Driver pay" value={formatUsd(rate.rate_dispatched)} />
        <Figure label="Margin" value={formatUsd(margin)} tone={margin !== null && margin < 0n ? 'error' : undefined} />
        <Figure label="Rate per mile" value={formatUsd(rate.rpm_total)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {formatMiles(rate.total_miles)} total miles
        {load.invoice_amount !== null && ` · Invoiced ${formatUsd(load.invoice_amount)}`}
      </Typography>
    </LoadSection>
  );
}
