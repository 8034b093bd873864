import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  complianceAnswer,
  DRIVER_QUALIFICATION_LABELS,
  EXPIRY_KIND_LABELS,
  type ExpiryRecord,
  formatDate,
} from '@tms/domain';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiClient } from '../../app/api/api-client';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-cards';
import { useDocumentTitle } from '../../components/use-document-title';
import { analyticsKeys } from './api/analytics-keys';

/** Severity of a recorded date: past, within a week, within 30 days. */
type Severity = 'expired' | 'critical' | 'warning';
const severityOf = (r: ExpiryRecord): Severity =>
  r.days_left < 0 ? 'expired' : r.days_left <= 7 ? 'critical' : 'warning';
const SEVERITY = {
  expired: { label: 'Expired', color: 'error' },
  critical: { label: 'Due within 7 days', color: 'warning' },
  warning: { label: 'Due within 30 days', color: 'info' },
} as const;
const SUBJECT_LABEL = { driver: 'Driver', truck: 'Truck', trailer: 'Trailer' } as const;

/** Where a record is fixed: the driver's panel, or the unit found in its list. */
function fixLink(r: ExpiryRecord): string {
  if (r.subject_type === 'driver') return `/app/drivers?driver=${r.subject_id}`;
  const list = r.subject_type === 'truck' ? 'trucks' : 'trailers';
  return `/app/equipment/${list}?q=${encodeURIComponent(r.subject_name)}`;
}

/**
 * The compliance watchlist: CDLs, medical cards, registrations and inspections past or within
 * 30 days (read from the drivers and units as they are now, decision 0044), counted by severity,
 * each with a link to fix it; and the drivers missing each qualification document.
 */
export function CompliancePage() {
  useDocumentTitle('Compliance');
  const { capabilities } = useSession();
  const allowed = capabilities.has('analytics');
  const [search, setSearch] = useSearchParams();
  const filter = (['expired', 'critical', 'warning'] as const).find((s) => s === search.get('severity')) ?? null;
  const records = useQuery({
    queryKey: analyticsKeys.compliance(),
    queryFn: async () => complianceAnswer.parse(await apiClient('/api/analytics/compliance')),
    enabled: allowed,
    // The answer is read live: a date saved elsewhere a moment ago shows on the next visit.
    staleTime: 0,
  });
  if (!allowed)
    return <NoAccessPage title="Compliance" icon={MENU_ICONS.compliance} area="compliance" includes="the dashboards" />;
  const all = records.data?.expiries ?? [];
  const count = (s: Severity) => (records.data ? all.filter((r) => severityOf(r) === s).length : undefined);
  const rows = [...all]
    .filter((r) => !filter || severityOf(r) === filter)
    .sort((a, b) => a.days_left - b.days_left || a.subject_name.localeCompare(b.subject_name));
  const setFilter = (s: Severity | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (s) next.set('severity', s);
      else next.delete('severity');
      return next;
    });
  return (
    <>
      <PageHeader
        title="Compliance"
        description="Licences, medical cards, registrations and inspections past or due within 30 days."
      />
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}
      >
        {(['expired', 'critical', 'warning'] as const).map((s) => (
          <StatCard
            key={s}
            label={SEVERITY[s].label}
            value={count(s)}
            icon={MENU_ICONS.compliance}
            tone={(t) => t.palette[SEVERITY[s].color].main}
            active={filter === s}
            onClick={() => setFilter(filter === s ? null : s)}
          />
        ))}
      </Box>
      <DataTable
        ariaLabel="Expiring and expired records"
        loading={records.isPending}
        rows={rows}
        getRowId={(r) => r.id}
        minWidth={640}
        empty={
          <EmptyState
            icon={MENU_ICONS.compliance}
            title={records.isError ? 'The list could not be loaded' : 'Nothing needs attention'}
            description={
              records.isError
                ? 'Try again in a moment.'
                : 'No licence, card, registration or inspection is past or due within 30 days.'
            }
          />
        }
        columns={[
          {
            id: 'severity',
            header: 'Severity',
            render: (r) => (
              <Chip
                size="small"
                color={SEVERITY[severityOf(r)].color}
                label={SEVERITY[severityOf(r)].label}
                variant={severityOf(r) === 'expired' ? 'filled' : 'outlined'}
              />
            ),
            noWrap: true,
          },
          { id: 'subject', header: 'Record', render: (r) => `${SUBJECT_LABEL[r.subject_type]} ${r.subject_name}` },
          { id: 'kind', header: 'Document', render: (r) => EXPIRY_KIND_LABELS[r.kind], noWrap: true },
          { id: 'date', header: 'Expires', render: (r) => formatDate(r.expires_on), noWrap: true },
          {
            id: 'days',
            header: 'Days left',
            align: 'right',
            render: (r) =>
              r.days_left < 0 ? `${-r.days_left} days ago` : r.days_left === 0 ? 'Today' : `${r.days_left} days`,
            noWrap: true,
          },
          {
            id: 'fix',
            header: 'Fix',
            render: (r) => (
              <Link component={RouterLink} to={fixLink(r)}>
                Update {SUBJECT_LABEL[r.subject_type].toLowerCase()} {r.subject_name}
              </Link>
            ),
          },
        ]}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        Missing driver qualification documents
      </Typography>
      <DataTable
        ariaLabel="Missing driver qualification documents"
        loading={records.isPending}
        rows={records.data?.missing_documents ?? []}
        getRowId={(r) => r.document_type}
        minWidth={560}
        columns={[
          { id: 'type', header: 'Document', render: (r) => DRIVER_QUALIFICATION_LABELS[r.document_type], noWrap: true },
          { id: 'count', header: 'Drivers without it', align: 'right', render: (r) => r.count },
          {
            id: 'drivers',
            header: 'Drivers',
            render: (r) =>
              r.count === 0 ? (
                'All on file'
              ) : (
                <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                  {r.drivers.slice(0, 5).map((d) => (
                    <Link key={d.driver_id} component={RouterLink} to={`/app/drivers?driver=${d.driver_id}`}>
                      {d.name}
                    </Link>
                  ))}
                  {r.count > 5 && <span>and {r.count - 5} more</span>}
                </Box>
              ),
          },
        ]}
      />
    </>
  );
}
