import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useActiveDriverOptions } from '../../drivers/api/active-driver-options';
import { useActiveTruckOptions } from '../../equipment/api/active-truck-options';
import type { CompanyIntegrationRow } from '../api/list-company-integrations';
import { useEldLinks } from '../api/list-eld-links';
import { EldLinkRow, type FleetChoice } from './eld-link-row';
import { toMatchText } from './eld-sync-text';
import { LoadErrorAlert } from './load-error-alert';

const NO_OPTIONS: FleetChoice[] = [];

interface EldLinksDialogProps {
  /** The ELD provider whose drivers and vehicles are matched; null keeps the dialog closed. */
  row: CompanyIntegrationRow | null;
  onClose: () => void;
}

/**
 * The provider's drivers and vehicles the sync could not match by itself (or all of them), each
 * matched by hand to one of the company's drivers or trucks, or ignored. One row is one small form:
 * a list reads better here than a table, and wraps on a phone.
 */
export function EldLinksDialog({ row, onClose }: EldLinksDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [status, setStatus] = useState<'unmatched' | 'all'>('unmatched');
  const open = row !== null;
  const links = useEldLinks(row?.integration_id ?? null, status);
  const drivers = useActiveDriverOptions(open);
  const trucks = useActiveTruckOptions(open);
  const name = row?.integration.name ?? '';
  const left = row?.sync ? toMatchText(row.sync.unmatched_drivers, row.sync.unmatched_vehicles) : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setStatus('unmatched') } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Match {name} drivers and vehicles
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseOutlined />
      </IconButton>
      <DialogContent dividers sx={{ pt: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
            Hours and locations from {name} reach a driver or truck once it is matched. The sync matches by licence,
            name, unit number or VIN; match the rest here, or ignore what is not yours to follow.
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_, next: 'unmatched' | 'all' | null) => next && setStatus(next)}
            aria-label="Which to show"
          >
            <ToggleButton value="unmatched">To match</ToggleButton>
            <ToggleButton value="all">All</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {status === 'unmatched' && left && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {left} to match
          </Typography>
        )}
        {links.isError && (
          <Box sx={{ mt: 2 }}>
            <LoadErrorAlert
              message={`Failed to fetch the drivers and vehicles from ${name}.`}
              onRetry={() => void links.refetch()}
            />
          </Box>
        )}
        {links.isLoading && (
          <Box aria-busy sx={{ mt: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} sx={{ my: 2 }} />
            ))}
          </Box>
        )}
        {links.data?.length === 0 && (
          <Box sx={{ mt: 2 }}>
            {status === 'unmatched' ? (
              <EmptyState
                icon={TaskAltOutlined}
                title="Everything is matched"
                description={`Every driver and vehicle from ${name} is matched to yours or ignored. Choose All to review them.`}
              />
            ) : (
              <EmptyState
                icon={SyncOutlined}
                title="No drivers or vehicles yet"
                description={`They are listed here after the first sync with ${name}.`}
              />
            )}
          </Box>
        )}
        {row && links.data && links.data.length > 0 && (
          <Box
            component="ul"
            aria-label={`Drivers and vehicles from ${name}`}
            sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {links.data.map((link) => (
              <EldLinkRow
                // A saved change starts the row afresh from what the server answered.
                key={`${link.id}:${link.driver_id}:${link.truck_id}:${link.ignored}`}
                integrationId={row.integration_id}
                link={link}
                options={(link.kind === 'driver' ? drivers.data : trucks.data) ?? NO_OPTIONS}
                loadingOptions={link.kind === 'driver' ? drivers.isLoading : trucks.isLoading}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
