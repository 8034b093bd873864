import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import { type DemoRequest, hasCapability } from '@tms/domain';
import { useState } from 'react';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useDeleteDemoRequest } from './api/delete-demo-request';
import { useDemoRequest } from './api/get-demo-request';
import { useDemoRequestCounts, useDemoRequests } from './api/list-demo-requests';
import { type DemoRequestChanges, useUpdateDemoRequest } from './api/update-demo-request';
import { demoRequestColumns } from './components/demo-request-columns';
import { DemoRequestDrawer } from './components/demo-request-drawer';
import { DemoRequestFilters } from './components/demo-request-filters';
import { DemoRequestStatusTabs } from './components/demo-request-status-tabs';
import { useDemoRequestParams } from './use-demo-request-params';

export const DEMO_REQUESTS_LOAD_FAILED = 'Failed to load demo requests';
export const DEMO_REQUEST_SAVED = 'Demo request updated';
export const DEMO_REQUEST_SAVE_FAILED = 'Failed to update the demo request';
export const DEMO_REQUEST_DELETED = 'Demo request deleted';
export const DEMO_REQUEST_DELETE_FAILED = 'Failed to delete the demo request';

const TITLE = 'Demo Requests';

export function DemoRequestsPage() {
  useDocumentTitle(TITLE);
  const { roleNames } = useSession();
  if (!hasCapability(roleNames, 'system_settings')) {
    return (
      <>
        <PageHeader title={TITLE} />
        <AccessDenied reason="Demo requests are for platform administrators." />
      </>
    );
  }
  return <DemoRequestsScreen />;
}

function DemoRequestsScreen() {
  const notify = useNotify();
  const params = useDemoRequestParams();
  const { list, filters } = params;
  const query = useDemoRequests({ ...filters, skip: list.skip, limit: list.pageSize });
  const counts = useDemoRequestCounts({ dateFrom: filters.dateFrom, dateTo: filters.dateTo, search: filters.search });
  const rows = query.data?.demo_requests ?? [];
  const opened = useDemoRequest(
    params.openId,
    rows.find((r) => r.id === params.openId),
  );
  const update = useUpdateDemoRequest();
  const remove = useDeleteDemoRequest();
  const [deleting, setDeleting] = useState<DemoRequest | null>(null);

  const save = async (changes: DemoRequestChanges) => {
    if (params.openId === null) return;
    try {
      await update.mutateAsync({ id: params.openId, changes });
      notify(DEMO_REQUEST_SAVED, 'success');
    } catch {
      notify(DEMO_REQUEST_SAVE_FAILED, 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(DEMO_REQUEST_DELETED, 'success');
      setDeleting(null);
      if (params.openId === deleting.id) params.close();
    } catch {
      notify(DEMO_REQUEST_DELETE_FAILED, 'error');
    }
  };

  const filtered = Boolean(filters.status || filters.dateFrom || filters.dateTo || filters.search);

  return (
    <ListScaffold
      title={TITLE}
      description="Carriers who asked for a demo on the website. Sales promises a reply within 24 hours."
      filters={
        <>
          <DemoRequestStatusTabs value={filters.status} counts={counts} onChange={params.setStatus} />
          <ListFilters
            list={list}
            refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching && !query.isLoading }}
          >
            <DemoRequestFilters
              search={filters.search ?? ''}
              dateFrom={filters.dateFrom ?? ''}
              dateTo={filters.dateTo ?? ''}
              onSearch={list.setSearch}
              onDatesChange={params.setDates}
              onClear={filtered ? params.clearFilters : undefined}
            />
          </ListFilters>
        </>
      }
      // Refresh in the filter bar is the way to try again.
      failure={query.isError ? { message: DEMO_REQUESTS_LOAD_FAILED } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Demo requests',
        columns: demoRequestColumns,
        rows,
        getRowId: (r) => r.id,
        loading: query.isLoading,
        minWidth: 860,
        onRowClick: (r) => params.open(r.id),
        empty: (
          <ListEmpty
            icon={ContactMailOutlined}
            noun="demo requests"
            filtered={filtered}
            onClear={params.clearFilters}
            firstTime={{ description: 'Requests sent from the demo form on the website appear here.' }}
          />
        ),
      }}
    >
      <DemoRequestDrawer
        open={params.openId !== null}
        request={opened.data}
        loading={opened.isLoading}
        failed={opened.isError}
        saving={update.isPending}
        onSave={(changes) => void save(changes)}
        onDelete={() => opened.data && setDeleting(opened.data)}
        onClose={params.close}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        noun="Demo Request"
        name={deleting ? `${deleting.name} (${deleting.company})` : ''}
        consequence="Its notes are removed with it, for good."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </ListScaffold>
  );
}
