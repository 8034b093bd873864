import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DRIVER_DOCUMENT_TYPES, DRIVER_TYPE_LABELS, type Driver } from '@tms/domain';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useSession } from '../../../app/session/use-session';
import { DetailDrawer } from '../../../components/detail-drawer';
import { StatusChip } from '../../../components/status-chip';
import { DocumentList, documentContext } from '../../documents';
import { EquipmentPanel } from '../../driver-equipment';
import { DriverNotesPanel } from '../../driver-notes';
import { RecurringChargesPanel } from '../../driver-statements';
import { useDriver } from '../api/get-driver';
import { DriverProfile } from './driver-profile';

const TABS = ['Profile', 'Equipment', 'Documents', 'Notes', 'Pay'] as const;

interface DriverDetailDrawerProps {
  driverId: number | null;
  canEdit: boolean;
  /** Whether the user may assign equipment (drivers or equipment managers). */
  canAssign: boolean;
  onClose: () => void;
  onEdit: (driver: Driver) => void;
  onSetActive: (driver: Driver, active: boolean) => void;
  settingActive: boolean;
}

/** One driver beside the list, addressed by ?driver=: the file, equipment, documents and notes. */
export function DriverDetailDrawer({
  driverId,
  canEdit,
  canAssign,
  onClose,
  onEdit,
  onSetActive,
  settingActive,
}: DriverDetailDrawerProps) {
  const query = useDriver(driverId);
  const d = query.data;
  // Recurring charges and escrow are for those who prepare driver statements.
  const { capabilities } = useSession();
  const tabs = capabilities.has('driver_statements') ? TABS : TABS.slice(0, 4);
  const [tab, setTab] = useState(0);
  useEffect(() => {
    if (driverId !== null) setTab(0);
  }, [driverId]);
  const documents = useMemo(
    () =>
      driverId === null
        ? null
        : documentContext(
            { category: 'driver', driver_id: driverId },
            {
              types: DRIVER_DOCUMENT_TYPES.filter((t) => t !== 'operational_document'),
              defaultType: 'cdl',
              // Only the types the user may write, by the driver document table (decision 0136).
              capabilities,
            },
          ),
    [driverId, capabilities],
  );

  return (
    <DetailDrawer
      open={driverId !== null}
      onClose={onClose}
      label="Driver details"
      width={600}
      kind="Driver"
      title={d?.name}
      header={
        <>
          {d && (
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
              <StatusChip active={d.is_active} />
              <Chip size="small" variant="outlined" label={DRIVER_TYPE_LABELS[d.driver_type]} />
              {d.division && <Chip size="small" variant="outlined" label={d.division} />}
            </Box>
          )}
          {d && canEdit && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => onEdit(d)}>
                Edit
              </Button>
              <Button
                variant="outlined"
                color={d.is_active ? 'warning' : 'success'}
                startIcon={d.is_active ? <BlockOutlined /> : <CheckCircleOutlined />}
                onClick={() => onSetActive(d, !d.is_active)}
                disabled={settingActive}
              >
                {d.is_active ? 'Deactivate' : 'Activate'}
              </Button>
            </Box>
          )}
          <Tabs
            value={tab}
            onChange={(_, v: number) => setTab(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Driver sections"
            sx={{ mt: 1 }}
          >
            {tabs.map((t, i) => (
              <Tab key={t} label={t} id={`driver-tab-${i}`} aria-controls={`driver-panel-${i}`} />
            ))}
          </Tabs>
        </>
      }
    >
      <Box
        role="tabpanel"
        id={`driver-panel-${tab}`}
        aria-labelledby={`driver-tab-${tab}`}
        // The panel scrolls: keyboard users reach its content by focusing it.
        tabIndex={0}
        sx={{ px: 3, py: 3, overflowY: 'auto', flex: 1 }}
      >
        {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
        {query.isLoading && <Skeleton variant="rounded" height={320} />}
        {d && tab === 0 && <DriverProfile driver={d} />}
        {d && tab === 1 && (
          <EquipmentPanel driverId={d.id} driverName={d.name} driverActive={d.is_active} canEdit={canAssign} />
        )}
        {d && tab === 2 && documents && <DocumentList context={documents} canEdit={canEdit} noun="driver documents" />}
        {d && tab === 3 && <DriverNotesPanel driverId={d.id} />}
        {d && tab === 4 && <RecurringChargesPanel driverId={d.id} />}
      </Box>
    </DetailDrawer>
  );
}
