import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import RvHookupOutlined from '@mui/icons-material/RvHookupOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEndAssignment } from '../api/driver-equipment-mutations';
import { useCurrentEquipment } from '../api/driver-equipment-queries';
import { AssignEquipmentDialog } from './assign-equipment-dialog';
import { EquipmentChangeLog, EquipmentHistory } from './equipment-history';

interface EquipmentPanelProps {
  driverId: number;
  driverName: string;
  driverActive: boolean;
  canEdit: boolean;
}

function UnitCard({
  icon: Icon,
  label,
  number,
}: {
  icon: typeof LocalShippingOutlined;
  label: string;
  number: string | null;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flex: 1, minWidth: 150 }}>
      <Icon color={number ? 'primary' : 'disabled'} />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {number ?? 'None'}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The driver's truck and trailer now, the actions to change them, their history and change log. */
export function EquipmentPanel({ driverId, driverName, driverActive, canEdit }: EquipmentPanelProps) {
  const notify = useNotify();
  const current = useCurrentEquipment(driverId);
  const end = useEndAssignment();
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState(false);
  const a = current.data ?? null;

  const unassign = () => {
    if (!a) return;
    end.mutate(a.id, {
      onSuccess: () => {
        notify('Equipment unassigned', 'success');
        setEnding(false);
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {current.isError && <Alert severity="error">{errorText(current.error)}</Alert>}
      {current.isLoading ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <UnitCard icon={LocalShippingOutlined} label="Truck" number={a?.truck_unit_number ?? null} />
          <UnitCard icon={RvHookupOutlined} label="Trailer" number={a?.trailer_unit_number ?? null} />
        </Box>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<SwapHorizOutlined />}
            onClick={() => setAssigning(true)}
            disabled={!driverActive || current.isLoading}
          >
            {a ? 'Change Equipment' : 'Assign Equipment'}
          </Button>
          {a && (
            <Button color="error" variant="outlined" startIcon={<LinkOffOutlined />} onClick={() => setEnding(true)}>
              Unassign
            </Button>
          )}
        </Box>
      )}
      {!driverActive && (
        <Typography variant="body2" color="text.secondary">
          Inactive drivers cannot be assigned equipment.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        History
      </Typography>
      <EquipmentHistory driverId={driverId} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Change log
      </Typography>
      <EquipmentChangeLog driverId={driverId} />
      <AssignEquipmentDialog
        open={assigning}
        driverId={driverId}
        driverName={driverName}
        current={a}
        onClose={() => setAssigning(false)}
      />
      <ConfirmDialog
        open={ending}
        title="Unassign Equipment"
        message={`Take truck ${a?.truck_unit_number ?? '—'} and trailer ${a?.trailer_unit_number ?? '—'} from ${driverName}? The assignment stays in the history.`}
        confirmLabel="Unassign"
        destructive
        busy={end.isPending}
        onConfirm={unassign}
        onClose={() => setEnding(false)}
      />
    </Box>
  );
}
