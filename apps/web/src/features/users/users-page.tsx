import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasCapability, type UserListItem } from '@tms/domain';
import { useEffect, useState } from 'react';
import { serverDetail } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { useListParams } from '../../components/list/use-list-params';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useUser } from './api/get-user';
import { useUsers } from './api/list-users';
import { useResendInvitation } from './api/resend-invitation';
import { userColumns } from './components/user-columns';
import { invitationSentTo, UserDialog } from './components/user-dialog';
import type { UserAction } from './components/user-row-menu';
import { UserStatusDialog } from './components/user-status-dialog';
import { UsersToolbar } from './components/users-toolbar';

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

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function UserManagement({ platform }: { platform: boolean }) {
  const notify = useNotify();
  const { user: me } = useSession();
  const list = useListParams({ defaultPageSize: 10, pageSizes: USER_PAGE_SIZES, defaultActiveOnly: false });
  const companyId = platform ? positiveId(list.get('company')) : null;
  const query = useUsers({
    skip: list.skip,
    limit: list.pageSize,
    search: list.search,
    activeOnly: list.activeOnly,
    companyId,
  });
  const rows = query.data?.users ?? [];
  const total = query.data?.total ?? 0;

  // The open dialog is in the URL (?dialog=edit&user=12) like the filters.
  const dialog = list.get('dialog');
  const dialogUserId = dialog === 'edit' ? positiveId(list.get('user')) : null;
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

  useEffect(() => {
    if (query.data && list.page > 0 && list.skip >= total)
      list.setPage(Math.max(0, Math.ceil(total / list.pageSize) - 1));
  }, [query.data, total, list]);

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
    <>
      <PageHeader
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
      />
      <UsersToolbar
        search={list.search}
        onSearch={list.setSearch}
        activeOnly={list.activeOnly}
        onActiveOnlyChange={list.setActiveOnly}
        companyFilter={
          platform
            ? {
                value: companyId,
                onChange: (id) => list.patch({ company: id ? String(id) : null }, { resetPage: true }),
              }
            : undefined
        }
        refreshing={query.isFetching && !query.isLoading}
        onRefresh={() => void query.refetch()}
      />
      {query.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {USERS_LOAD_FAILED}
        </Alert>
      )}
      <DataTable
        ariaLabel="Users"
        columns={columns}
        rows={rows}
        getRowId={(u) => u.id}
        loading={query.isLoading}
        minWidth={900}
        empty={
          <EmptyState
            icon={PeopleAltOutlined}
            title="No users found"
            description={
              filtered ? 'No user matches the search and filters.' : 'Invite the first colleague to sign in.'
            }
          />
        }
        pagination={{
          page: list.page,
          rowsPerPage: list.pageSize,
          total,
          onPageChange: list.setPage,
          onRowsPerPageChange: list.setPageSize,
          rowsPerPageOptions: [...USER_PAGE_SIZES],
        }}
      />
      <UserDialog
        open={dialog === 'new' || (dialog === 'edit' && editing.data !== undefined)}
        user={dialog === 'edit' ? (editing.data ?? null) : null}
        onClose={closeDialog}
        chooseCompany={platform}
        defaultCompanyId={companyId}
      />
      <UserStatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
    </>
  );
}
