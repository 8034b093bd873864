import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatUsd, type IftaJurisdictionLine, type IftaReport } from '@tms/domain';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../../components/data-table';
import { dueText, formatWhole, isCredit, isZero, MILES_SOURCE_LABELS } from './ifta-format';

type Totals = IftaReport['totals'];

const figure = { align: 'right', noWrap: true } as const;

/** The "Estimated" or "Partly estimated" chip of miles that did not all come from positions. */
export function MilesSourceChip({ line }: { line: Pick<IftaJurisdictionLine, 'miles_source' | 'estimated_miles'> }) {
  if (line.miles_source === 'positions') return null;
  return (
    <Tooltip title={`${formatWhole(line.estimated_miles)} miles estimated where the positions had gaps`}>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={MILES_SOURCE_LABELS[line.miles_source]}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}

/** Miles driven outside the members (DC, Alaska, the territories, Mexico): counted, not taxed. */
const NonMemberChip = () => (
  <Tooltip title="Not an IFTA member: its miles count toward the fleet's MPG but are not taxed">
    <Chip size="small" label="Not IFTA" sx={{ fontWeight: 600 }} />
  </Tooltip>
);

/** The jurisdiction's code and name, with its chips. */
function JurisdictionName({ line }: { line: IftaJurisdictionLine }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 26 }}>
        {line.jurisdiction}
      </Typography>
      <Typography component="span" variant="body2">
        {line.name}
      </Typography>
      {!line.member && <NonMemberChip />}
      <MilesSourceChip line={line} />
    </Box>
  );
}

/** The rate, with the surcharge under it where the jurisdiction levies one. */
function RateCell({ line }: { line: IftaJurisdictionLine }) {
  if (!line.member) return '—';
  return (
    <>
      {formatUsd(line.tax_rate, { unitPrice: true })}
      {!isZero(line.surcharge_rate) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          + {formatUsd(line.surcharge_rate, { unitPrice: true })} surcharge
        </Typography>
      )}
    </>
  );
}

/** What the line adds: a credit in the success colour, the surcharge part named under the total. */
export function DueCell({ due, surcharge }: { due: string; surcharge?: string }) {
  return (
    <>
      <Box component="span" sx={{ color: isCredit(due) ? 'success.main' : undefined, fontWeight: 600 }}>
        {dueText(due)}
      </Box>
      {surcharge && !isZero(surcharge) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          incl. {dueText(surcharge)} surcharge
        </Typography>
      )}
    </>
  );
}

/** The return's schedule: one line per jurisdiction, as the filed return lists them. */
export const iftaJurisdictionColumns: DataTableColumn<IftaJurisdictionLine>[] = [
  { id: 'jurisdiction', header: 'Jurisdiction', minWidth: 180, render: (l) => <JurisdictionName line={l} /> },
  { id: 'total_miles', header: 'Total miles', ...figure, render: (l) => formatWhole(l.total_miles) },
  { id: 'taxable_miles', header: 'Taxable miles', ...figure, render: (l) => formatWhole(l.taxable_miles) },
  { id: 'tax_paid_gallons', header: 'Tax-paid gal', ...figure, render: (l) => formatWhole(l.tax_paid_gallons) },
  { id: 'taxable_gallons', header: 'Taxable gal', ...figure, render: (l) => formatWhole(l.taxable_gallons) },
  {
    id: 'net_taxable_gallons',
    header: 'Net taxable gal',
    ...figure,
    render: (l) => formatWhole(l.net_taxable_gallons),
  },
  { id: 'rate', header: 'Rate', ...figure, render: (l) => <RateCell line={l} /> },
  {
    id: 'total_due',
    header: 'Tax due',
    ...figure,
    render: (l) => <DueCell due={l.total_due} surcharge={l.surcharge_due} />,
  },
];

/** The totals line under the schedule. */
export function iftaTotalsCells(totals: Totals): Partial<Record<string, ReactNode>> {
  return {
    jurisdiction: 'Total',
    total_miles: formatWhole(totals.total_miles),
    taxable_miles: formatWhole(totals.taxable_miles),
    tax_paid_gallons: formatWhole(totals.tax_paid_gallons),
    taxable_gallons: formatWhole(totals.taxable_gallons),
    net_taxable_gallons: formatWhole(totals.net_taxable_gallons),
    total_due: <DueCell due={totals.total_due} surcharge={totals.surcharge_due} />,
  };
}

/** One fact of a card: a quiet label beside its value. */
const fact = (label: string, value: ReactNode) => (
  <>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </>
);

const Facts = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
  >
    {children}
  </Box>
);

/** A jurisdiction on a phone: its name and what it adds first, then its miles, gallons and rate. */
export function IftaJurisdictionCard({ line: l }: { line: IftaJurisdictionLine }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <JurisdictionName line={l} />
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <DueCell due={l.total_due} />
        </Box>
      </Box>
      <Facts>
        {fact('Miles', `${formatWhole(l.total_miles)} total · ${formatWhole(l.taxable_miles)} taxable`)}
        {fact(
          'Gallons',
          `${formatWhole(l.taxable_gallons)} taxable · ${formatWhole(l.tax_paid_gallons)} tax-paid · ${formatWhole(l.net_taxable_gallons)} net`,
        )}
        {l.member && fact('Rate', <RateCell line={l} />)}
      </Facts>
    </Box>
  );
}

/** The totals on a phone, under the cards. */
export function IftaTotalsCard({ totals: t }: { totals: Totals }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <DueCell due={t.total_due} surcharge={t.surcharge_due} />
      </Box>
      <Facts>
        {fact('Miles', `${formatWhole(t.total_miles)} total · ${formatWhole(t.taxable_miles)} taxable`)}
        {fact(
          'Gallons',
          `${formatWhole(t.taxable_gallons)} taxable · ${formatWhole(t.tax_paid_gallons)} tax-paid · ${formatWhole(t.net_taxable_gallons)} net`,
        )}
      </Facts>
    </Box>
  );
}
