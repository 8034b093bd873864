import type { SvgIconComponent } from '@mui/icons-material';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';

interface SidebarActionProps {
  label: string;
  /** The accessible name, when it differs from the visible label. */
  ariaLabel?: string;
  icon: SvgIconComponent;
  collapsed: boolean;
  onClick: () => void;
  disabled?: boolean;
}

/** A button row at the bottom of the sidebar (theme, logout). */
export function SidebarAction({ label, ariaLabel, icon: Icon, collapsed, onClick, disabled }: SidebarActionProps) {
  const button = (
    <ListItemButton
      aria-label={ariaLabel ?? label}
      onClick={onClick}
      disabled={disabled}
      sx={{ minHeight: 40, px: collapsed ? 0 : 1.5, justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'text.secondary' }}>
        <Icon sx={{ fontSize: 20 }} />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={label} slotProps={{ primary: { fontSize: '0.875rem', fontWeight: 500 } }} />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={ariaLabel ?? label} placement="right">
      {/* A disabled button fires no events, so the tooltip needs a wrapper to listen on. */}
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
