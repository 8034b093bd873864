import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatUsd, type IftaDetails, type IftaJurisdictionLine, jurisdictionName } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { DetailDrawer } from '../../../components/detail-drawer';
import { RetryAlert } from '../../../components/retry-alert';
import { useIftaDetails } from '../api/get-ifta-details';
import type { Quarter } from '../ifta-quarter';
import { formatGallons, formatWhole, MILES_SOURCE_LABELS } from './ifta-format';
import { DueCell, MilesSourceChip } from './ifta-jurisdiction-columns';

interface IftaDetailsDrawerProps {
  quarter: Quarter;
  truckId: number | undefined;
  /** The open jurisdiction's code, or null when closed. */
  jurisdiction: string | null;
  /** Its line of the return, when the report has it. */
  line: IftaJurisdictionLine | undefined;
  onClose: () => void;
}

/** The trips and fuel purchases behind one jurisdiction's line, to check a figure before filing. */
export function IftaDetailsDrawer({ quarter, truckId, jurisdiction, line, onClose }: IftaDetailsDrawerProps) {
  // The last one opened stays in view while the drawer slides away.
  const [shown, setShown] = useState(jurisdiction);
  if (jurisdiction !== null && jurisdiction !== shown) setShown(jurisdiction);
  const code = jurisdiction ?? shown;
  const details = useIftaDetails(code ? { ...quarter, truck_id: truckId, jurisdiction: code } : null);
  const name = details.data?.name ?? (code ? jurisdictionName(code) : undefined);
  return (
    <DetailDrawer
      open={jurisdiction !== null}
      onClose={onClose}
      label="Jurisdiction details"
      width={640}
      kind="Jurisdiction"
      title={code ? `${code} · ${name}` : undefined}
      header={line && <LineSummary line={line} />}
      headerPaddingBottom={2}
    >
      <Box sx={{ p: 3, display: 'grid', gap: 3, overflowY: 'auto' }}>
        {details.isError && <RetryAlert onRetry={() => void details.refetch()}>{errorText(details.error)}</RetryAlert>}
        {details.isLoading && <Skeleton variant="rounded" height={160} />}
        {details.data && <Trips details={details.data} />}
        {details.data && <Purchases details={details.data} />}
      </Box>
    </DetailDrawer>
  );
}

function LineSummary({ line }: { line: IftaJurisdictionLine }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatWhole(line.total_miles)} mi · {formatWhole(line.tax_paid_gallons)} tax-paid gal ·{' '}
        {formatWhole(line.taxable_gallons)} taxable gal
      </Typography>
      <Typography variant="body2" component="span">
        <DueCell due={line.total_due} />
      </Typography>
      <MilesSourceChip line={line} />
    </Box>
  );
}

/** A small table of the drawer, with its heading and what it says when empty. */
function Section({
  title,
  empty,
  head,
  children,
}: {
  title: string;
  empty: string | null;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-label={title} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>{head}</TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function Trips({ details }: { details: IftaDetails }) {
  return (
    <Section
      title="Miles by truck and day"
      empty={details.trips.length === 0 ? 'No miles were driven here in the quarter.' : null}
      head={
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Truck</TableCell>
          <TableCell align="right">Miles</TableCell>
          <TableCell>Source</TableCell>
        </TableRow>
      }
    >
      {details.trips.map((t) => (
        <TableRow key={`${t.truck_id}-${t.date}`}>
          <TableCell>{formatDate(t.date)}</TableCell>
          <TableCell>{t.unit_number}</TableCell>
          <TableCell align="right">{formatWhole(t.miles)}</TableCell>
          <TableCell>
            {t.miles_source === 'positions' ? (
              'Positions'
            ) : (
              <Chip size="small" variant="outlined" color="warning" label={MILES_SOURCE_LABELS[t.miles_source]} />
            )}
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
}

function Purchases({ details }: { details: IftaDetails }) {
  return (
    <Section
      title="Fuel purchases"
      empty={details.purchases.length === 0 ? 'No fuel was bought here in the quarter.' : null}
      head={
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Truck</TableCell>
          <TableCell>Location</TableCell>
          <TableCell>Item</TableCell>
          <TableCell align="right">Gallons</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      }
    >
      {details.purchases.map((p) => (
        <TableRow key={p.id}>
          <TableCell>{formatDate(p.date)}</TableCell>
          <TableCell>{p.unit_number ?? '—'}</TableCell>
          <TableCell>{[p.location, p.city].filter(Boolean).join(', ') || '—'}</TableCell>
          <TableCell>{p.purchased_item}</TableCell>
          <TableCell align="right">{formatGallons(p.gallons)}</TableCell>
          <TableCell align="right">{formatUsd(p.amount)}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
}
