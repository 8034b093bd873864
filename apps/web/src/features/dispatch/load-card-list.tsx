import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMiles, formatUsd } from '@tms/domain';
import { LoadNumberLink } from '../../components/load-number-link';
import { RowActionsMenu } from '../../components/row-actions-menu';
import { CustomerWarningMarker } from '../customers/components/customer-warning-marker';
import { DraftBadge } from './draft-badge';
import { DriverHoursLine } from './driver-hours-line';
import { LastCheckCallLine } from './last-check-call-line';
import { type BoardRows, rowActions, StatusSelect } from './load-columns';
import { LoadEtaLine } from './load-eta-line';
import { driversText, stopPlace, stopWhen } from './load-format';

/** The board's loads as cards with previous and next pages, for a phone where the table's columns do not fit. */
export function LoadCardList({ p, rows, total, loading, handlers }: BoardRows) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.map((l) => (
        <Paper key={l.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="load-card">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700, flex: 1 }}>
              <LoadNumberLink id={l.id} loadNumber={l.load_number} />
              {l.is_draft && <DraftBadge />}
            </Typography>
            <StatusSelect load={l} h={handlers} />
            <RowActionsMenu label={`load ${l.load_number}`} actions={rowActions(l, handlers)} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {l.broker.name}
            </Typography>
            {l.broker.has_warning && <CustomerWarningMarker note={l.broker.warning_note} withLabel={false} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {stopPlace(l.first_pickup)} → {stopPlace(l.last_delivery)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {stopWhen(l.first_pickup)} · {driversText(l)}
            {l.truck ? ` · Truck ${l.truck.unit_number}` : ''} · {l.document_count} docs
          </Typography>
          <DriverHoursLine load={l} />
          <LoadEtaLine load={l} full />
          <LastCheckCallLine call={l.last_check_call} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatUsd(l.rate_booked)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatMiles(l.total_miles)} mi · {l.rpm_total ? `${formatUsd(l.rpm_total)}/mi` : '—'}
            </Typography>
          </Box>
        </Paper>
      ))}
      {!loading && rows.length === 0 && <Typography color="text.secondary">No loads match.</Typography>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Button disabled={p.page <= 1} onClick={() => p.patch({ page: p.page - 1 }, true)}>
          Previous
        </Button>
        <Typography variant="body2">
          Page {p.page} of {Math.max(1, Math.ceil(total / p.size))}
        </Typography>
        <Button disabled={p.page * p.size >= total} onClick={() => p.patch({ page: p.page + 1 }, true)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
