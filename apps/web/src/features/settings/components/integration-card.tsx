import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import SatelliteAltOutlined from '@mui/icons-material/SatelliteAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDate, isEldProviderCode } from '@tms/domain';
import { accentText } from '../../../app/theme/create-app-theme';
import type { CompanyIntegrationRow } from '../api/list-company-integrations';
import { EldSyncPanel } from './eld-sync-panel';
import { EldSyncStatusChip } from './eld-sync-status-chip';

const KINDS: Record<string, { label: string; icon: typeof ExtensionOutlined }> = {
  eld: { label: 'ELD', icon: AccessTimeOutlined },
  telematics: { label: 'Telematics', icon: SatelliteAltOutlined },
};

interface IntegrationCardProps {
  row: CompanyIntegrationRow;
  canEdit: boolean;
  busy: boolean;
  onToggle: (row: CompanyIntegrationRow, active: boolean) => void;
  /** Opens an ELD provider's drivers and vehicles to match. */
  onMatch: (row: CompanyIntegrationRow) => void;
}

export function IntegrationCard({ row, canEdit, busy, onToggle, onMatch }: IntegrationCardProps) {
  const { integration, sync } = row;
  // Providers reached over their API carry a sync; the others are switched on and off only.
  const code = isEldProviderCode(integration.code) && sync ? integration.code : null;
  const kind = KINDS[integration.kind] ?? { label: integration.kind, icon: ExtensionOutlined };
  const Icon = kind.icon;
  // A provider the platform has withdrawn cannot be switched on, only seen.
  const available = integration.is_active;
  const on = row.is_active && available;

  return (
    <Card
      component="article"
      aria-label={integration.name}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1.75, alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            color: accentText,
            bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.2 : 0.1),
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {integration.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" label={kind.label} variant="outlined" />
            {!available && <Chip size="small" label="Unavailable" />}
            {code && sync && <EldSyncStatusChip status={sync.status} />}
          </Box>
        </Box>
        {busy && <CircularProgress size={20} sx={{ mt: 1 }} aria-label="Saving" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {integration.description ?? 'No description.'}
      </Typography>
      {code && sync && (
        <EldSyncPanel row={row} code={code} sync={sync} canEdit={canEdit} onMatch={() => onMatch(row)} />
      )}
      {/* The footers of the cards in a row line up. */}
      <Box sx={{ flex: 1, mt: -2 }} />
      <Divider />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 38 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="span"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: on ? 'success.main' : 'text.disabled' }}
          />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {on ? `Active since ${formatDate(row.activated_at)}` : 'Not active'}
          </Typography>
        </Box>
        {canEdit && (
          <Switch
            checked={on}
            disabled={busy || !available}
            onChange={(e) => onToggle(row, e.target.checked)}
            // Passing input props replaces MUI's own, so the switch role is given again here.
            slotProps={{ input: { role: 'switch', 'aria-label': `${integration.name} active` } }}
          />
        )}
      </Box>
    </Card>
  );
}
