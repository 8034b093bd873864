import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Capability, isMenuGroup, MENU, type MenuIcon, SETTINGS_TABS } from '@tms/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';

const TAB_CONTENT: readonly { icon: MenuIcon; text: string }[] = [
  { icon: 'company-info', text: 'Your company’s name, address, MC and DOT numbers and logo.' },
  { icon: 'divisions', text: 'Divisions group drivers, trucks and loads by branch or business line.' },
  { icon: 'load-statuses', text: 'The statuses a load moves through, in the order your team uses them.' },
  { icon: 'appointment-types', text: 'Pickup and delivery appointment types such as FCFS or by appointment.' },
  { icon: 'integrations', text: 'Connections to your ELD, telematics and fuel card providers.' },
];

const settingsGroup = MENU.find((e) => e.id === 'settings');
const WRITE_CAPABILITIES: readonly (Capability | undefined)[] =
  settingsGroup && isMenuGroup(settingsGroup) ? settingsGroup.items.map((i) => i.writeCapability) : [];

/** Settings with its tabs addressed by ?tab=; readonly=true marks a read-only view. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { capabilities } = useSession();
  const parsed = Number(params.get('tab') ?? 0);
  const tab = Number.isInteger(parsed) && parsed >= 0 && parsed < SETTINGS_TABS.length ? parsed : 0;
  const readonly = params.get('readonly') === 'true';
  const system = capabilities.has('system_settings') && !capabilities.has('settings_access');
  useDocumentTitle(system ? 'System Settings' : 'Settings');

  if (system) {
    return (
      <>
        <PageHeader title="System Settings" description="Platform-wide configuration." />
        <EmptyState
          icon={MENU_ICONS.settings}
          title="System settings"
          description="Platform defaults, e-mail delivery and integrations available to carriers are configured here."
        />
      </>
    );
  }

  const content = TAB_CONTENT[tab] ?? TAB_CONTENT[0];
  const label = SETTINGS_TABS[tab] ?? SETTINGS_TABS[0];
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
          onChange={(_, next: number) =>
            setParams((p) => {
              // Each tab has its own write capability, so the read-only flag is worked out again.
              const write = WRITE_CAPABILITIES[next];
              p.set('tab', String(next));
              if (write && !capabilities.has(write)) p.set('readonly', 'true');
              else p.delete('readonly');
              return p;
            })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Settings sections"
        >
          {SETTINGS_TABS.map((name) => (
            <Tab key={name} label={name} />
          ))}
        </Tabs>
      </Box>
      {content && <EmptyState icon={MENU_ICONS[content.icon]} title={label} description={content.text} />}
    </>
  );
}
