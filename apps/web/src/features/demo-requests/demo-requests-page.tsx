import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type DemoRequest, hasCapability } from '@tms/domain';
import { useEffect, useState } from 'react';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
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
import { DEMO_REQUEST_PAGE_SIZES, useDemoRequestParams } from './use-demo-request-params';

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
  const total = query.data?.total ?? 0;
  const opened = useDemoRequest(
    params.openId,
    rows.find((r) => r.id === params.openId),
  );
  const update = useUpdateDemoRequest();
  const remove = useDeleteDemoRequest();
  const [deleting, setDeleting] = useState<DemoRequest | null>(null);

  // The last row of the last page was deleted or filtered away: step back to a page that exists.
  useEffect(() => {
    if (query.data && list.page > 0 && list.skip >= total)
      list.setPage(Math.max(0, Math.ceil(total / list.pageSize) - 1));
  }, [query.data, total, list]);

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
    <>
      <PageHeader
        title={TITLE}
        description="Carriers who asked for a demo on the website. Sales promises a reply within 24 hours."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshRounded />}
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isLoading}
          >
            Refresh
          </Button>
        }
      />
      <DemoRequestStatusTabs value={filters.status} counts={counts} onChange={params.setStatus} />
      <DemoRequestFilters
        search={filters.search ?? ''}
        dateFrom={filters.dateFrom ?? ''}
        dateTo={filters.dateTo ?? ''}
        onSearch={list.setSearch}
        onDatesChange={params.setDates}
        onClear={filtered ? params.clearFilters : undefined}
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
          {DEMO_REQUESTS_LOAD_FAILED}
        </Alert>
      )}
      <DataTable
        ariaLabel="Demo requests"
        columns={demoRequestColumns}
        rows={rows}
        getRowId={(r) => r.id}
        loading={query.isLoading}
        minWidth={860}
        onRowClick={(r) => params.open(r.id)}
        empty={
          <EmptyState
            icon={ContactMailOutlined}
            title={filtered ? 'No matching demo requests' : 'No demo requests yet'}
            description={
              filtered
                ? 'Try another status, date range or search.'
                : 'Requests sent from the demo form on the website appear here.'
            }
            action={
              filtered ? (
                <Button variant="outlined" onClick={params.clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        }
        pagination={{
          page: list.page,
          rowsPerPage: list.pageSize,
          total,
          onPageChange: list.setPage,
          onRowsPerPageChange: list.setPageSize,
          rowsPerPageOptions: [...DEMO_REQUEST_PAGE_SIZES],
        }}
      />
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this demo request?"
        message={
          deleting
            ? `The request from ${deleting.name} (${deleting.company}) and its notes will be removed for good.`
            : ''
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
