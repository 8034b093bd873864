import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DRIVER_NOTE_MESSAGES } from '@tms/domain';
import { useId, useMemo, useState } from 'react';
import { DocumentList, documentContext } from '../../documents';
import { useDriverNotes } from '../api/driver-notes-api';
import { DriverNotesPanel } from './driver-notes-panel';

interface DriverNotesDialogProps {
  open: boolean;
  driverId: number | null;
  driverName: string | null;
  /** Whether the user may upload and delete operational documents. */
  canEditDocuments: boolean;
  onClose: () => void;
}

/** Spec 2's Driver Notes dialog: Notes and Operational Documents; everything resets on close. */
export function DriverNotesDialog({ open, driverId, driverName, canEditDocuments, onClose }: DriverNotesDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {driverName ? `Driver Notes — ${driverName}` : 'Driver Notes'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseOutlined />
      </IconButton>
      {/* Unmounted when closed, so the tab, filter and forms start afresh next time. */}
      {open && driverId !== null && <NotesDialogBody driverId={driverId} canEditDocuments={canEditDocuments} />}
    </Dialog>
  );
}

function NotesDialogBody({ driverId, canEditDocuments }: { driverId: number; canEditDocuments: boolean }) {
  const [tab, setTab] = useState(0);
  const badge = useDriverNotes(driverId, false).data?.recent_critical_count ?? 0;
  const context = useMemo(
    () =>
      documentContext(
        { category: 'driver', driver_id: driverId, documentType: 'operational_document' },
        { types: ['operational_document'] },
      ),
    [driverId],
  );
  return (
    <>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Driver notes sections">
          <Tab
            id="notes-tab-0"
            aria-controls="notes-panel-0"
            label={
              <Badge badgeContent={badge} color="error" sx={{ pr: badge ? 1.5 : 0 }}>
                Notes
              </Badge>
            }
          />
          <Tab id="notes-tab-1" aria-controls="notes-panel-1" label="Operational Documents" />
        </Tabs>
      </Box>
      <DialogContent
        sx={{ minHeight: 360 }}
        role="tabpanel"
        id={`notes-panel-${tab}`}
        aria-labelledby={`notes-tab-${tab}`}
      >
        {tab === 0 ? (
          <DriverNotesPanel driverId={driverId} />
        ) : (
          <DocumentList
            context={context}
            canEdit={canEditDocuments}
            noun="operational documents"
            loadFailedText={DRIVER_NOTE_MESSAGES.operationalFailed}
          />
        )}
      </DialogContent>
    </>
  );
}
