import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import { formatUsd, type StatementStatus } from '@tms/domain';
import { StatCard, StatCards } from '../../../components/stat-cards';
import { useStatementStats } from '../api/list-statements';
import type { StatementListParams } from '../api/statement-keys';

interface Props {
  filters: Pick<StatementListParams, 'periodStart' | 'periodEnd' | 'driverId'>;
  status: string | null;
  onStatus: (status: StatementStatus | null) => void;
}

const CARDS = [
  { status: 'draft', label: 'Drafts', icon: EditNoteOutlined, tone: 'warning' },
  { status: 'approved', label: 'Approved, to pay', icon: CheckCircleOutlined, tone: 'info' },
  { status: 'paid', label: 'Paid', icon: PaidOutlined, tone: 'success' },
] as const;

/** Count and net pay per status for the period shown; a card filters the list by its status. */
export function StatementStatsCards({ filters, status, onStatus }: Props) {
  const totals = useStatementStats(filters).data?.totals;
  return (
    <StatCards label="Statement totals by status">
      {CARDS.map((c) => {
        const t = totals?.find((x) => x.status === c.status);
        return (
          <StatCard
            key={c.status}
            label={`${c.label}${t ? ` (${t.count})` : ''}`}
            value={t ? formatUsd(t.payable) : undefined}
            icon={c.icon}
            tone={(theme) => theme.palette[c.tone].main}
            active={status === c.status}
            onClick={() => onStatus(status === c.status ? null : c.status)}
          />
        );
      })}
    </StatCards>
  );
}
