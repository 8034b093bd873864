import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { hasCapability, type UserListItem } from '@tms/domain';
import { useEffect, useState } from 'react';
import { serverDetail } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useUser } from './api/get-user';
import { useUsers } from './api/list-users';
import { useResendInvitation } from './api/resend-invitation';
import { type UserAction, userColumns } from './components/user-columns';
import { invitationSentTo, UserDialog } from './components/user-dialog';
import { UserStatusDialog } from './components/user-status-dialog';

export const USERS_LOAD_FAILED = 'Failed to load users';
export const INVITATION_FAILED = 'Failed to send invitation';
export const USER_PAGE_SIZES = [10, 25, 50] as const;

export function UsersPage() {
  useDocumentTitle('Users');
  const { roleNames } = useSession();
  const platform = hasCapability(roleNames, 'system_user_management');
  if (!platform && !hasCapability(roleNames, 'user_management')) {
    return (
      <>
        <PageHeader title="Users" />
        <AccessDenied reason="Users are managed by your company's managers." />
      </>
    );
  }
  return <UserManagement platform={platform} />;
}

function UserManagement({ platform }: { platform: boolean }) {
  const notify = useNotify();
  const { user: me } = useSession();
  const list = useListParams({ defaultPageSize: 10, pageSizes: USER_PAGE_SIZES, defaultActiveOnly: false });
  const companyId = platform ? list.id('company') : null;
  const query = useUsers({
    skip: list.skip,
    limit: list.pageSize,
    search: list.search,
    activeOnly: list.activeOnly,
    companyId,
  });
  const rows = query.data?.users ?? [];

  // The open dialog is in the URL (?dialog=edit&user=12) like the filters.
  const dialog = list.get('dialog');
  const dialogUserId = dialog === 'edit' ? list.id('user') : null;
  const editing = useUser(
    dialogUserId,
    rows.find((u) => u.id === dialogUserId),
  );
  const openDialog = (kind: 'new' | 'edit', id?: number) => list.patch({ dialog: kind, user: id ? String(id) : null });
  const closeDialog = () => list.patch({ dialog: null, user: null }, { replace: true });

  const [statusTarget, setStatusTarget] = useState<UserListItem | null>(null);
  const resend = useResendInvitation();

  useEffect(() => {
    if (query.isError) notify(USERS_LOAD_FAILED, 'error');
  }, [query.isError, notify]);

  const sendInvitation = async (user: UserListItem) => {
    try {
      await resend.mutateAsync(user.id);
      notify(invitationSentTo(user.email), 'success');
    } catch (error) {
      notify(serverDetail(error) ?? INVITATION_FAILED, 'error');
    }
  };

  const onAction = (action: UserAction, user: UserListItem) => {
    if (action === 'edit') openDialog('edit', user.id);
    else if (action === 'invite') void sendInvitation(user);
    else setStatusTarget(user);
  };

  const columns = userColumns({ showCompany: platform && companyId === null, currentUserId: me?.id, onAction });
  const filtered = Boolean(list.search) || list.activeOnly || companyId !== null;

  return (
    <ListScaffold
      title="Users"
      description={
        platform
          ? 'Everyone who can sign in, across every carrier company.'
          : 'People in your company who can sign in, and what they can do.'
      }
      actions={
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => openDialog('new')}>
          Add User
        </Button>
      }
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Search users', placeholder: 'Name or email' }}
          switches={[{ key: 'active', label: 'Active only' }]}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching && !query.isLoading }}
        >
          {platform && (
            <Box sx={{ flex: '1 1 240px', maxWidth: { md: 300 } }}>
              <CompanyAutocomplete
                value={companyId}
                onChange={(id) => list.patch({ company: id ? String(id) : null }, { resetPage: true })}
                label="Company"
                placeholder="All companies"
              />
            </Box>
          )}
        </ListFilters>
      }
      failure={query.isError ? { message: USERS_LOAD_FAILED, onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Users',
        columns,
        rows,
        getRowId: (u) => u.id,
        loading: query.isLoading,
        minWidth: 900,
        empty: (
          <ListEmpty
            icon={PeopleAltOutlined}
            noun="users"
            filtered={filtered}
            onClear={() => list.clearFilters(['active', 'company'])}
            firstTime={{ title: 'No users found', description: 'Invite the first colleague to sign in.' }}
          />
        ),
      }}
    >
      <UserDialog
        open={dialog === 'new' || (dialog === 'edit' && editing.data !== undefined)}
        user={dialog === 'edit' ? (editing.data ?? null) : null}
        onClose={closeDialog}
        chooseCompany={platform}
        defaultCompanyId={companyId}
      />
      <UserStatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
    </ListScaffold>
  );
}
