import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type AccountingLoad, formatDate, formatUsd } from '@tms/domain';
import type { ReactNode } from 'react';
import { LoadNumberLink } from '../../../components/load-number-link';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import {
  type AccountingLoadActions,
  accountingLoadActions,
  accountingLoadLabel,
  billedParts,
  invoiceDetails,
  stateCell,
} from './accounting-load-columns';

/** One fact of the card: a quiet label beside its value. */
const fact = (label: string, value: ReactNode) => (
  <>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </>
);

/** An open invoice's place in the factoring selection, while the company factors its invoices. */
export interface FactoringPick {
  picked: boolean;
  onPick: (on: boolean) => void;
}

/**
 * A delivered load on a phone: the load and its customer, the amount and where the invoice
 * stands first, then the dates, and the payment action (and its pick for factoring), all without a
 * sideways scroll.
 */
export function AccountingLoadCard({
  load: l,
  actions,
  pick,
}: {
  load: AccountingLoad;
  actions: AccountingLoadActions;
  pick?: FactoringPick;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            <LoadNumberLink id={l.id} loadNumber={l.load_number} />
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {l.customer.name}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', display: 'grid', gap: 0.5, justifyItems: 'end' }}>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatUsd(l.billed_total)}
          </Typography>
          {stateCell(l)}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}
      >
        {fact('Delivered', [formatDate(l.delivery_date), l.delivery_place].filter(Boolean).join(' · '))}
        {fact('Driver', l.driver?.name ?? '—')}
        {billedParts(l) && fact('Billed', billedParts(l))}
        {fact(
          'Invoice',
          l.invoice_number === null
            ? 'Not invoiced'
            : l.invoice_outdated
              ? `#${l.invoice_number} · billed ${formatUsd(l.invoice_amount)}, generate again`
              : `#${l.invoice_number} · ${invoiceDetails(l)}`,
        )}
        {l.due_date && fact('Due', formatDate(l.due_date))}
        {l.paid_date && fact('Paid', [formatDate(l.paid_date), l.payment_reference].filter(Boolean).join(' · '))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: pick ? 'space-between' : 'flex-end',
          gap: 1,
          '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
          '&:empty': { display: 'none' },
        }}
      >
        {pick && (
          <FormControlLabel
            control={<Checkbox checked={pick.picked} onChange={(_, on) => pick.onPick(on)} />}
            label="Pick to factor"
            sx={{ mr: 0 }}
          />
        )}
        <RowActionsMenu label={accountingLoadLabel(l)} actions={accountingLoadActions(l, actions)} variant="labelled" />
      </Box>
    </Box>
  );
}
