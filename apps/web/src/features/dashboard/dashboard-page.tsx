import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompanyFeatures } from '../../app/session/use-company-features';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { LazyFleetMapCard } from '../tracking/lazy-fleet-map-card';
import { useAnalytics } from './api/analytics-calls';
import { AnalyticsAccess } from './components/analytics-access';
import { KpiCards } from './components/kpi-cards';
import { PeriodFilters } from './components/period-filters';
import { ScheduledReportsDialog } from './components/scheduled-reports-dialog';
import { periodLabel, usePeriodParams } from './period-params';
import { BrokersTab } from './tabs/brokers-tab';
import { DispatchersTab } from './tabs/dispatchers-tab';
import { DriversTab } from './tabs/drivers-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PerformanceTab } from './tabs/performance-tab';

const TABS = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'drivers', label: 'Drivers', Panel: DriversTab },
  { id: 'dispatchers', label: 'Dispatchers', Panel: DispatchersTab },
  { id: 'brokers', label: 'Brokers', Panel: BrokersTab },
  { id: 'performance', label: 'Performance', Panel: PerformanceTab },
] as const;

/** The Management Dashboard (spec 1 section 2): KPI cards, the period, and the five tabs. */
export function DashboardPage() {
  useDocumentTitle('Management Dashboard');
  return (
    <AnalyticsAccess title="Management Dashboard">
      <Dashboard />
    </AnalyticsAccess>
  );
}

function Dashboard() {
  const periodParams = usePeriodParams();
  const { period } = periodParams;
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t.id === search.get('tab')) ?? TABS[0];
  const kpis = useAnalytics('dashboard-kpis', period);
  const Panel = tab.Panel;
  // The page is behind the analytics capability already; the plan decides the reports.
  const reports = useCompanyFeatures()?.includes('analytics_reports') ?? false;
  const [reportsOpen, setReportsOpen] = useState(false);
  return (
    <>
      <PageHeader
        title="Management Dashboard"
        description={`Revenue, miles and performance of delivered loads · ${periodLabel(period)}`}
        actions={
          reports && (
            <Button variant="outlined" startIcon={<ScheduleSendOutlined />} onClick={() => setReportsOpen(true)}>
              Scheduled reports
            </Button>
          )
        }
      />
      {reports && <ScheduledReportsDialog open={reportsOpen} onClose={() => setReportsOpen(false)} />}
      <PeriodFilters period={periodParams} />
      <KpiCards data={kpis.data} loading={kpis.isPending} />
      <LazyFleetMapCard />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab.id}
          onChange={(_, id: string) =>
            setSearch((prev) => {
              const next = new URLSearchParams(prev);
              if (id === 'overview') next.delete('tab');
              else next.set('tab', id);
              return next;
            })
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Dashboard sections"
        >
          {TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`dashboard-tab-${t.id}`}
              aria-controls="dashboard-panel"
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab.id}`}>
        <Panel period={period} />
      </Box>
    </>
  );
}
