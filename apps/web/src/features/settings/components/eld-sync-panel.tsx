import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ELD_CREDENTIAL_LABELS, ELD_SYNC_MESSAGES, type EldProviderCode, type IntegrationSyncState } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteIntegrationCredentials } from '../api/delete-integration-credentials';
import type { CompanyIntegrationRow } from '../api/list-company-integrations';
import { useSyncIntegration } from '../api/sync-integration';
import { EldCredentialsDialog } from './eld-credentials-dialog';
import { EldSyncDetails } from './eld-sync-details';
import { syncResultText, toMatchText } from './eld-sync-text';

interface EldSyncPanelProps {
  row: CompanyIntegrationRow;
  code: EldProviderCode;
  sync: IntegrationSyncState;
  canEdit: boolean;
  /** Opens the provider's drivers and vehicles to match. */
  onMatch: () => void;
}

/** Why "Sync now" cannot run yet, or null when it can. */
function syncBlocker(row: CompanyIntegrationRow, sync: IntegrationSyncState): string | null {
  if (sync.status === 'not_configured') return ELD_SYNC_MESSAGES.notConfigured;
  if (!row.is_active) return ELD_SYNC_MESSAGES.notActive;
  return null;
}

/** An ELD provider's connection on its card: the key, the sync's state, what is left to match, and the actions. */
export function EldSyncPanel({ row, code, sync, canEdit, onMatch }: EldSyncPanelProps) {
  const notify = useNotify();
  const run = useSyncIntegration();
  const disconnect = useDeleteIntegrationCredentials();
  const [entering, setEntering] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = row.integration.name;
  const label = ELD_CREDENTIAL_LABELS[code].label;
  const configured = sync.status !== 'not_configured';
  const blocker = syncBlocker(row, sync);
  const toMatch = toMatchText(sync.unmatched_drivers, sync.unmatched_vehicles);

  const syncNow = () =>
    run.mutate(row.integration_id, {
      onSuccess: ({ result }) => notify(syncResultText(name, result), 'success'),
      onError: (error) => notify(errorText(error), 'error'),
    });
  const forget = () =>
    disconnect.mutate(row.integration_id, {
      onSuccess: () => {
        setConfirming(false);
        notify(`${name} disconnected`, 'success');
      },
      onError: (error) => {
        setConfirming(false);
        notify(errorText(error), 'error');
      },
    });

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.75,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: (t) => alpha(t.palette.text.primary, t.palette.mode === 'dark' ? 0.03 : 0.015),
      }}
    >
      <EldSyncDetails code={code} sync={sync} />
      {toMatch &&
        (canEdit ? (
          <Button
            color="warning"
            size="small"
            endIcon={<ChevronRightOutlined />}
            onClick={onMatch}
            sx={{ alignSelf: 'flex-start', mx: -0.75, textAlign: 'left' }}
          >
            {toMatch} to match
          </Button>
        ) : (
          <Typography variant="body2" color="warning.main" sx={{ fontWeight: 500 }}>
            {toMatch} to match
          </Typography>
        ))}
      {!toMatch && sync.last_success_at && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
          <TaskAltOutlined fontSize="small" color="success" />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            Every driver and vehicle is matched
          </Typography>
          {canEdit && (
            <Button size="small" onClick={onMatch} sx={{ mx: -0.75 }}>
              Review
            </Button>
          )}
        </Box>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            variant={configured ? 'outlined' : 'contained'}
            startIcon={<KeyOutlined />}
            onClick={() => setEntering(true)}
          >
            {configured ? 'Replace key' : 'Connect'}
          </Button>
          <Tooltip title={blocker ?? ''}>
            {/* A disabled button gets no hover, so its reason hangs on a wrapper. */}
            <span>
              <Button
                size="small"
                variant="contained"
                startIcon={<SyncOutlined />}
                loading={run.isPending}
                loadingPosition="start"
                disabled={blocker !== null}
                onClick={syncNow}
              >
                {run.isPending ? 'Syncing...' : 'Sync now'}
              </Button>
            </span>
          </Tooltip>
          {configured && (
            <Button size="small" color="error" onClick={() => setConfirming(true)} sx={{ ml: 'auto' }}>
              Disconnect
            </Button>
          )}
        </Box>
      )}
      {canEdit && <EldCredentialsDialog open={entering} row={row} code={code} onClose={() => setEntering(false)} />}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${name}?`}
        message={`The stored ${label} is deleted and syncing stops until a new one is entered.`}
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        destructive
        busy={disconnect.isPending}
        onConfirm={forget}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
