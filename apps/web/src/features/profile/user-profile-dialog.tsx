import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useSession } from '../../app/session/use-session';
import { roleLabel } from '../../app/shell/role-label';
import { UserAvatar } from '../../app/shell/user-avatar';
import { PersonalInfoTab } from './components/personal-info-tab';
import { SecurityTab } from './components/security-tab';
import type { ProfileTab } from './use-profile-dialog-param';

interface UserProfileDialogProps {
  open: boolean;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  onClose: () => void;
}

export function UserProfileDialog({ open, tab, onTabChange, onClose }: UserProfileDialogProps) {
  const { user, roleNames, primaryRole } = useSession();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const tabsId = useId();
  if (!user) return null;
  const extraRoles = roleNames.length > 1 ? roleNames.length - 1 : 0;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <Box sx={{ px: 3, pt: 3, pb: 0, display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <UserAvatar user={user} size={52} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            User Profile
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {`${user.name} ${user.last_name}`.trim()} · {user.email}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" variant="outlined" label={roleLabel(primaryRole)} />
            {extraRoles > 0 && <Chip size="small" variant="outlined" label={`+${extraRoles} more`} />}
            {user.company_name && <Chip size="small" variant="outlined" label={user.company_name} />}
          </Box>
        </Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ mt: -0.5, mr: -1 }}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: ProfileTab) => onTabChange(value)}
        sx={{ px: 3, mt: 2, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab
          value="personal"
          label="Personal Information"
          id={`${tabsId}-personal`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab value="security" label="Security" id={`${tabsId}-security`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <DialogContent
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${tab}`}
        sx={{ px: 3, py: 3, minHeight: 360 }}
      >
        {tab === 'personal' ? <PersonalInfoTab user={user} /> : <SecurityTab />}
      </DialogContent>
    </Dialog>
  );
}
