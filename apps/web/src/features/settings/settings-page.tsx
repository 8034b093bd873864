import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Capability, isMenuGroup, MENU, SETTINGS_TABS } from '@tms/domain';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { SystemSettingsPage } from '../system-settings/system-settings-page';
import { SettingsTabPanel } from './components/settings-tab-panel';

const settingsGroup = MENU.find((e) => e.id === 'settings');
const WRITE_CAPABILITIES: readonly (Capability | undefined)[] =
  settingsGroup && isMenuGroup(settingsGroup) ? settingsGroup.items.map((i) => i.writeCapability) : [];

/** Settings with its tabs addressed by ?tab=; readonly=true marks a read-only view. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { capabilities } = useSession();
  const tabsId = useId();
  const parsed = Number(params.get('tab') ?? 0);
  const tab = Number.isInteger(parsed) && parsed >= 0 && parsed < SETTINGS_TABS.length ? parsed : 0;
  const readonly = params.get('readonly') === 'true';
  const system = capabilities.has('system_settings') && !capabilities.has('settings_access');
  useDocumentTitle(system ? null : `${SETTINGS_TABS[tab]} · Settings`);

  if (system) return <SystemSettingsPage />;

  const selectTab = (next: number) =>
    setParams((p) => {
      // Each tab has its own write capability, so the read-only flag is worked out again.
      const write = WRITE_CAPABILITIES[next];
      p.set('tab', String(next));
      if (write && !capabilities.has(write)) p.set('readonly', 'true');
      else p.delete('readonly');
      return p;
    });

  return (
    <>
      <PageHeader
        title="Settings"
        description="How your company works in the platform."
        actions={readonly ? <Chip icon={<LockOutlined />} label="Read-only" variant="outlined" /> : undefined}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: number) => selectTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Settings sections"
        >
          {SETTINGS_TABS.map((name, index) => (
            <Tab key={name} label={name} id={`${tabsId}-tab-${index}`} aria-controls={`${tabsId}-panel`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        <SettingsTabPanel key={tab} tab={tab} readonly={readonly} />
      </Box>
    </>
  );
}
