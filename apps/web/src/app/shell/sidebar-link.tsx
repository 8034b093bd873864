import type { SvgIconComponent } from '@mui/icons-material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden';

interface SidebarLinkProps {
  href: string;
  label: string;
  icon: SvgIconComponent;
  active: boolean;
  collapsed: boolean;
  nested?: boolean;
  /** The user may look but not change: shown with a lock. */
  readonly?: boolean;
  onNavigate?: () => void;
  /**
   * A count beside the label (`MenuCountBadge`): papers expiring (Drivers), items to review (Load
   * Inbox); drawn `compact` when the sidebar is collapsed.
   */
  badge?: ReactNode;
}

export function SidebarLink({
  href,
  label,
  icon: Icon,
  active,
  collapsed,
  nested = false,
  readonly = false,
  onNavigate,
  badge,
}: SidebarLinkProps) {
  const button = (
    <ListItemButton
      component={Link}
      to={href}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        minHeight: nested ? 36 : 42,
        px: collapsed ? 0 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        mb: 0.25,
      }}
    >
      {/* Items inside a group go without icons: the group's icon already says what they are. */}
      {!nested && (
        <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'text.secondary' }}>
          <Icon sx={{ fontSize: 21 }} />
        </ListItemIcon>
      )}
      {!collapsed && (
        <ListItemText
          primary={label}
          slotProps={{
            primary: { noWrap: true, fontSize: nested ? '0.8125rem' : '0.875rem', fontWeight: active ? 600 : 500 },
          }}
        />
      )}
      {/* Collapsed, the label is read out but not shown, and the count sits over the icon's corner. */}
      {collapsed && <VisuallyHidden>{`${label} `}</VisuallyHidden>}
      {badge}
      {readonly && !collapsed && (
        <>
          <LockOutlined aria-hidden sx={{ fontSize: 14, color: 'text.disabled', ml: 1 }} />
          <VisuallyHidden> (read-only)</VisuallyHidden>
        </>
      )}
    </ListItemButton>
  );
  return collapsed ? (
    // The tooltip describes: the link's name is its content, the label with its count.
    <Tooltip title={label} placement="right" describeChild>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
