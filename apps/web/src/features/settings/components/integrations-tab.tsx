import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';
import { type CompanyIntegrationRow, useCompanyIntegrationRows } from '../api/list-company-integrations';
import { useUpdateCompanyIntegration } from '../api/update-company-integration';
import { EldLinksDialog } from './eld-links-dialog';
import { IntegrationCard } from './integration-card';
import { LoadErrorAlert } from './load-error-alert';
import { SettingsSection } from './settings-section';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } };

export function IntegrationsTab({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const query = useCompanyIntegrationRows();
  const update = useUpdateCompanyIntegration();
  // The server's refusal (e.g. the plan lacks telematics) stays on screen until the next try.
  const [refusal, setRefusal] = useState<string | null>(null);
  // The provider whose drivers and vehicles are being matched (?match=<integration id>), so the dialog survives a reload.
  const [params, setParams] = useSearchParams();
  const matching = query.data?.find((r) => String(r.integration_id) === params.get('match') && r.sync) ?? null;
  const setMatch = (row: CompanyIntegrationRow | null) =>
    setParams((p) => {
      if (row) p.set('match', String(row.integration_id));
      else p.delete('match');
      return p;
    });

  const toggle = (row: CompanyIntegrationRow, active: boolean) => {
    setRefusal(null);
    update.mutate(
      { integrationId: row.integration_id, isActive: active },
      {
        onSuccess: () =>
          notify(`${row.integration.name} ${active ? 'activated' : 'deactivated'} successfully`, 'success'),
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return (
    <SettingsSection
      title="Integrations"
      description="Connect your ELD and telematics providers. An active ELD adds Hours of Service to the Dashboards menu."
    >
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only managers can connect providers, sync them and switch integrations on or off.
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {query.isError && <LoadErrorAlert message="Failed to fetch integrations." onRetry={() => void query.refetch()} />}
      {query.isLoading && (
        <Box sx={GRID}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={210} />
          ))}
        </Box>
      )}
      {query.data && query.data.length === 0 && (
        <EmptyState
          icon={MENU_ICONS.integrations}
          title="No integrations available"
          description="Providers the platform supports will be listed here."
        />
      )}
      {query.data && query.data.length > 0 && (
        <Box sx={GRID}>
          {query.data.map((row) => (
            <IntegrationCard
              key={row.integration_id}
              row={row}
              canEdit={canEdit}
              busy={update.isPending && update.variables?.integrationId === row.integration_id}
              onToggle={toggle}
              onMatch={setMatch}
            />
          ))}
        </Box>
      )}
      {canEdit && <EldLinksDialog row={matching} onClose={() => setMatch(null)} />}
    </SettingsSection>
  );
}
