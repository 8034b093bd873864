import { useSession } from '../../../app/session/use-session';
import { AppointmentTypesTab } from './appointment-types-tab';
import { CompanyInfoTab } from './company-info-tab';
import { DivisionsTab } from './divisions-tab';
import { IntegrationsTab } from './integrations-tab';
import { LoadStatusesTab } from './load-statuses-tab';

interface SettingsTabPanelProps {
  tab: number;
  /** The readonly=true flag of the address: nothing can be changed, whatever the role. */
  readonly: boolean;
}

/** The content of one settings tab, with what the user may change worked out from their capabilities. */
export function SettingsTabPanel({ tab, readonly }: SettingsTabPanelProps) {
  const { capabilities } = useSession();
  const can = (write: Parameters<typeof capabilities.has>[0]) => !readonly && capabilities.has(write);
  switch (tab) {
    case 1:
      return <DivisionsTab canEdit={can('settings_divisions_write')} />;
    case 2:
      return <LoadStatusesTab canEdit={can('settings_load_statuses_write')} />;
    case 3:
      return <AppointmentTypesTab readonly={readonly} />;
    case 4:
      return <IntegrationsTab canEdit={can('settings_integrations_write')} />;
    default:
      return <CompanyInfoTab canEdit={can('settings_company_write')} />;
  }
}
