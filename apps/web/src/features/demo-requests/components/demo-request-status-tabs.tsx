import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DEMO_REQUEST_STATUSES, type DemoRequestStatus } from '@tms/domain';
import type { DemoRequestCounts } from '../api/list-demo-requests';
import { DEMO_REQUEST_STATUS_INFO } from './demo-request-status';

interface DemoRequestStatusTabsProps {
  value: DemoRequestStatus | undefined;
  counts: DemoRequestCounts;
  onChange: (status: DemoRequestStatus | undefined) => void;
}

function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      <Box
        component="span"
        sx={{
          minWidth: 24,
          px: 0.75,
          borderRadius: 99,
          fontSize: '0.75rem',
          lineHeight: '20px',
          fontWeight: 600,
          bgcolor: (t) => alpha(t.palette.text.primary, 0.08),
          color: 'text.secondary',
        }}
      >
        {count ?? '–'}
      </Box>
    </Box>
  );
}

/** The status filter: one tab per status with how many requests it holds. */
export function DemoRequestStatusTabs({ value, counts, onChange }: DemoRequestStatusTabsProps) {
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(_, next: DemoRequestStatus | 'all') => onChange(next === 'all' ? undefined : next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Filter by status"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
    >
      <Tab value="all" label={<TabLabel label="All" count={counts.all} />} />
      {DEMO_REQUEST_STATUSES.map((status) => (
        <Tab
          key={status}
          value={status}
          label={<TabLabel label={DEMO_REQUEST_STATUS_INFO[status].label} count={counts[status]} />}
        />
      ))}
    </Tabs>
  );
}
