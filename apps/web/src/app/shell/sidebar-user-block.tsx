import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSession } from '../session/use-session';
import { roleLabel } from './role-label';
import { UserAvatar } from './user-avatar';

interface SidebarUserBlockProps {
  collapsed: boolean;
  onOpenProfile: () => void;
}

export function SidebarUserBlock({ collapsed, onOpenProfile }: SidebarUserBlockProps) {
  const { user, primaryRole } = useSession();
  if (!user) return null;
  const fullName = `${user.name} ${user.last_name}`.trim() || user.email;

  const block = (
    <ButtonBase
      aria-label="Open profile"
      onClick={onOpenProfile}
      sx={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        px: collapsed ? 0 : 1.25,
        py: 1,
        borderRadius: '0.375rem',
        textAlign: 'left',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <UserAvatar user={user} size={36} />
      {!collapsed && (
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {fullName}
          </Typography>
          <Typography variant="caption" noWrap component="div" color="text.secondary">
            {roleLabel(primaryRole)}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );

  return collapsed ? (
    <Tooltip title={`${fullName} · ${roleLabel(primaryRole)}`} placement="right">
      {block}
    </Tooltip>
  ) : (
    block
  );
}
