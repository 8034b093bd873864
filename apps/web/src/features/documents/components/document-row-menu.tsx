import type { SvgIconComponent } from '@mui/icons-material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { DocumentRecord } from '@tms/domain';
import { useId, useState } from 'react';

export type DocumentAction = 'view' | 'download' | 'edit' | 'deprecate' | 'restore' | 'delete';

const ITEMS: Record<DocumentAction, { label: string; Icon: SvgIconComponent }> = {
  view: { label: 'View', Icon: VisibilityOutlined },
  download: { label: 'Download', Icon: DownloadOutlined },
  edit: { label: 'Edit details', Icon: EditOutlined },
  deprecate: { label: 'Deprecate', Icon: VisibilityOffOutlined },
  restore: { label: 'Restore', Icon: RestoreOutlined },
  delete: { label: 'Delete', Icon: DeleteOutlined },
};

interface DocumentRowMenuProps {
  document: DocumentRecord;
  canEdit: boolean;
  /** On a phone the menu also holds View and Download. */
  phone: boolean;
  onAction: (action: DocumentAction) => void;
}

/** A document's further actions: edit, deprecate or restore, delete. */
export function DocumentRowMenu({ document: doc, canEdit, phone, onAction }: DocumentRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const actions: DocumentAction[] = [
    ...(phone ? (['view', 'download'] as const) : []),
    ...(canEdit ? (['edit', doc.is_active ? 'deprecate' : 'restore', 'delete'] as const) : []),
  ];
  return (
    <>
      <Tooltip title="More actions">
        <IconButton
          aria-label={`More actions for ${doc.original_filename}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => {
          const { label, Icon } = ITEMS[action];
          return (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(action);
              }}
              sx={action === 'delete' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action === 'delete' ? { color: 'inherit' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
