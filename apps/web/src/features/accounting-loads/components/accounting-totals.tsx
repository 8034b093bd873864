import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { Theme } from '@mui/material/styles';
import { type AccountingLoadTotals, formatUsd, INVOICE_STATES, type InvoiceState } from '@tms/domain';
import { StatCard, StatCards } from '../../../components/stat-cards';

const CARDS: Record<InvoiceState, { label: string; icon: SvgIconComponent; tone: (t: Theme) => string }> = {
  not_invoiced: { label: 'To invoice', icon: RequestQuoteOutlined, tone: (t) => t.palette.warning.main },
  invoiced: { label: 'Invoiced, not yet due', icon: ReceiptLongOutlined, tone: (t) => t.palette.info.main },
  overdue: { label: 'Overdue', icon: ErrorOutlineOutlined, tone: (t) => t.palette.error.main },
  paid: { label: 'Paid', icon: CheckCircleOutlined, tone: (t) => t.palette.success.main },
};

const loadsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'load' : 'loads'}`;

/** The money in each invoice state for the current filters; a card filters the list to its state. */
export function AccountingTotals({
  totals,
  state,
  onState,
}: {
  totals: AccountingLoadTotals | undefined;
  state: InvoiceState | null;
  onState: (state: InvoiceState | null) => void;
}) {
  return (
    <StatCards label="Totals by invoice state">
      {INVOICE_STATES.map((s) => (
        <StatCard
          key={s}
          label={`${CARDS[s].label} · ${totals ? loadsText(totals[s].count) : '…'}`}
          value={totals ? formatUsd(totals[s].amount) : undefined}
          icon={CARDS[s].icon}
          tone={CARDS[s].tone}
          active={state === s}
          onClick={() => onState(state === s ? null : s)}
        />
      ))}
    </StatCards>
  );
}
