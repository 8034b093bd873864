import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EQUIPMENT_DOCUMENT_TYPES } from '@tms/domain';
import { useId, useMemo } from 'react';
import { DocumentList, documentContext } from '../../documents';
import type { UnitKind } from '../api/unit-keys';
import type { Unit } from '../api/units-api';

interface UnitDocumentsDialogProps {
  kind: UnitKind;
  unit: Unit | null;
  canEdit: boolean;
  onClose: () => void;
}

/** A truck's or trailer's papers: registration, lease, ELD and toll forms. */
export function UnitDocumentsDialog({ kind, unit, canEdit, onClose }: UnitDocumentsDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const context = useMemo(
    () =>
      unit &&
      documentContext(
        kind === 'truck' ? { category: 'truck', truck_id: unit.id } : { category: 'trailer', trailer_id: unit.id },
        { types: [...EQUIPMENT_DOCUMENT_TYPES].sort((x) => (x === 'other' ? -1 : 0)) },
      ),
    [kind, unit],
  );
  return (
    <Dialog open={unit !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {kind === 'truck' ? 'Truck' : 'Trailer'} {unit?.unit_number} — Documents
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseOutlined />
      </IconButton>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {context && <DocumentList context={context} canEdit={canEdit} noun={`${kind} documents`} />}
      </DialogContent>
    </Dialog>
  );
}
