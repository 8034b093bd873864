import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Company } from '@tms/domain';
import { useState } from 'react';

export type CompanyAction = 'edit' | 'logo' | 'toggle-active' | 'delete';

interface CompanyRowMenuProps {
  company: Company;
  onAction: (action: CompanyAction, company: Company) => void;
}

export function CompanyRowMenu({ company, onAction }: CompanyRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CompanyAction) => {
    setAnchor(null);
    onAction(action, company);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${company.name}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200 } } }}
      >
        <MenuItem onClick={() => choose('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('logo')}>
          <ListItemIcon>
            <ImageOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Manage Logo</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('toggle-active')}>
          <ListItemIcon>
            {company.active ? <PauseCircleOutline fontSize="small" /> : <PlayCircleOutline fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{company.active ? 'Deactivate' : 'Activate'}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
