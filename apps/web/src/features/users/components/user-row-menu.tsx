import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { UserListItem } from '@tms/domain';
import { useState } from 'react';

export type UserAction = 'edit' | 'invite' | 'toggle-active';

interface UserRowMenuProps {
  user: UserListItem;
  /** The signed-in user cannot deactivate themselves. */
  isSelf: boolean;
  onAction: (action: UserAction, user: UserListItem) => void;
}

export function UserRowMenu({ user, isSelf, onAction }: UserRowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fullName = `${user.name} ${user.last_name}`.trim();
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${fullName}`}
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
        slotProps={{ paper: { sx: { minWidth: 210 } } }}
      >
        <MenuItem onClick={() => choose('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit</ListItemText>
        </MenuItem>
        {/* Someone who has signed in has a password; they would use "Forgot password" instead. */}
        {user.last_login_at === null && (
          <MenuItem onClick={() => choose('invite')} disabled={!user.is_active}>
            <ListItemIcon>
              <ForwardToInboxOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Resend invitation</ListItemText>
          </MenuItem>
        )}
        {!isSelf && (
          <MenuItem onClick={() => choose('toggle-active')} sx={user.is_active ? { color: 'error.main' } : undefined}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              {user.is_active ? <PersonOffOutlined fontSize="small" /> : <PersonAddAlt1Outlined fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{user.is_active ? 'Deactivate' : 'Activate'}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
