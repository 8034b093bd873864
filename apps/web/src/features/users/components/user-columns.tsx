import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@tms/domain';
import { formatDateTime } from '@tms/domain';
import { teal } from '../../../app/theme/palette';
import type { DataTableColumn } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions-menu';
import { StatusChip } from '../../../components/status-chip';
import { CompanyName } from './company-name';
import { RoleChips } from './role-chips';

/**
 * Active, Inactive, or Invited: an active user who has not yet chosen a password from the
 * invitation, and cannot sign in until they do.
 */
export function UserStatusChip({ user }: { user: Pick<UserListItem, 'is_active' | 'invitation_pending'> }) {
  if (!user.is_active || !user.invitation_pending) return <StatusChip active={user.is_active} />;
  return (
    <Chip
      size="small"
      label="Invited"
      color="info"
      variant="outlined"
      title="Has not accepted the invitation yet"
      sx={{ fontWeight: 600, minWidth: 72 }}
    />
  );
}

function initials(user: UserListItem): string {
  return (`${user.name.charAt(0)}${user.last_name.charAt(0)}` || user.email.charAt(0)).toUpperCase();
}

interface UserColumnsOptions {
  /** Platform administrators looking at every company see which company each user belongs to. */
  showCompany: boolean;
  currentUserId: number | undefined;
  onAction: (action: UserAction, user: UserListItem) => void;
}

export type UserAction = 'edit' | 'invite' | 'toggle-active';

export function userColumns({
  showCompany,
  currentUserId,
  onAction,
}: UserColumnsOptions): DataTableColumn<UserListItem>[] {
  const columns: (DataTableColumn<UserListItem> | false)[] = [
    {
      id: 'name',
      header: 'Name',
      minWidth: 200,
      render: (u) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: '0.8rem',
              fontWeight: 600,
              bgcolor: u.is_active ? teal[700] : 'action.disabledBackground',
              color: u.is_active ? '#fff' : 'text.secondary',
            }}
          >
            {initials(u)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {u.name} {u.last_name}
              {u.id === currentUserId && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                  (you)
                </Typography>
              )}
            </Typography>
            {u.phone_number && (
              <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                {u.phone_number}
              </Typography>
            )}
          </Box>
        </Box>
      ),
    },
    { id: 'email', header: 'Email', noWrap: true, render: (u) => u.email },
    showCompany && { id: 'company', header: 'Company', noWrap: true, render: (u) => <CompanyName id={u.company_id} /> },
    { id: 'roles', header: 'Roles', minWidth: 160, render: (u) => <RoleChips roles={u.roles} /> },
    { id: 'status', header: 'Status', width: 110, render: (u) => <UserStatusChip user={u} /> },
    {
      id: 'last-sign-in',
      header: 'Last sign-in',
      noWrap: true,
      render: (u) =>
        u.last_login_at ? (
          formatDateTime(u.last_login_at)
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            Never
          </Typography>
        ),
    },
    rowActionsColumn(
      (u) => `${u.name} ${u.last_name}`.trim(),
      (u) => [
        { label: 'Edit', icon: EditOutlined, onClick: () => onAction('edit', u) },
        {
          label: 'Resend invitation',
          icon: ForwardToInboxOutlined,
          onClick: () => onAction('invite', u),
          // Someone who has accepted and signed in has a password; they would use "Forgot password" instead.
          hidden: !u.invitation_pending && u.last_login_at !== null,
          disabled: !u.is_active,
        },
        {
          // Deactivating a pending invitation withdraws it: its link stops working.
          label: u.is_active ? (u.invitation_pending ? 'Withdraw invitation' : 'Deactivate') : 'Activate',
          icon: u.is_active ? PersonOffOutlined : PersonAddAlt1Outlined,
          onClick: () => onAction('toggle-active', u),
          destructive: u.is_active,
          // The signed-in user cannot deactivate themselves.
          hidden: u.id === currentUserId,
        },
      ],
    ),
  ];
  return columns.filter((c): c is DataTableColumn<UserListItem> => c !== false);
}
