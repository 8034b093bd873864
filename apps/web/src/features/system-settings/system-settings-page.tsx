import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { AppointmentTypesTab } from '../settings/components/appointment-types-tab';
import { OutboxTab } from './components/outbox-tab';

const TABS = ['E-mail Outbox', 'Appointment Types'] as const;

/** The platform administrator's settings: the e-mail outbox and the system defaults every company shares. */
export function SystemSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const parsed = Number(params.get('tab') ?? 0);
  const tab = Number.isInteger(parsed) && parsed >= 0 && parsed < TABS.length ? parsed : 0;
  useDocumentTitle(`${TABS[tab]} · System Settings`);

  return (
    <>
      <PageHeader
        title="System Settings"
        description="Platform-wide e-mail and the defaults every carrier starts with."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: number) => setParams({ tab: String(next) })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="System settings sections"
        >
          {TABS.map((name, index) => (
            <Tab key={name} label={name} id={`${tabsId}-tab-${index}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        {/* System defaults are immutable (spec 2), so the shared catalogue is shown read-only. */}
        {tab === 1 ? <AppointmentTypesTab readonly /> : <OutboxTab />}
      </Box>
    </>
  );
}
