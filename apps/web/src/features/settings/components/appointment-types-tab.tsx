import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { APPOINTMENT_TYPE_PERMISSION_MESSAGE, type AppointmentType, mayManageAppointmentTypes } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { usePaging } from '../../../components/use-paging';
import { useDeleteAppointmentType } from '../api/delete-appointment-type';
import { useAppointmentTypeStats } from '../api/get-appointment-type-stats';
import { useAppointmentTypes } from '../api/list-appointment-types';
import { appointmentTypeColumns } from './appointment-type-columns';
import { AppointmentTypeDialog } from './appointment-type-dialog';
import { LoadErrorAlert } from './load-error-alert';
import { SettingsSection } from './settings-section';

export const APPOINTMENT_TYPES_LOAD_FAILED = 'Failed to load appointment types. Please try again.';

type Selection = { open: boolean; type: AppointmentType | null };
const CLOSED: Selection = { open: false, type: null };

/**
 * Spec 2: add, edit and delete are for managers and superadmins only, and never in read-only mode;
 * the API checks the same capabilities.
 */
export function AppointmentTypesTab({ readonly }: { readonly: boolean }) {
  const notify = useNotify();
  const { capabilities } = useSession();
  const privileged = mayManageAppointmentTypes(capabilities);
  const canManage = privileged && !readonly;
  const [activeOnly, setActiveOnly] = useState(false);
  const paging = usePaging(10);
  const { page, rowsPerPage, setPage } = paging;
  // The selected type stays while a dialog fades out, so its title and text do not change.
  const [editing, setEditing] = useState<Selection>(CLOSED);
  const [deleting, setDeleting] = useState<Selection>(CLOSED);
  const query = useAppointmentTypes({ activeOnly, skip: paging.skip, limit: rowsPerPage });
  const stats = useAppointmentTypeStats();
  const remove = useDeleteAppointmentType();
  const rows = query.data?.appointment_types ?? [];

  const confirmDelete = () => {
    const type = deleting.type;
    if (!type) return;
    remove.mutate(type.id, {
      onSuccess: () => {
        notify('Appointment type deleted successfully', 'success');
        setDeleting({ open: false, type });
        if (rows.length === 1 && page > 0) setPage(page - 1);
      },
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  const summary = stats.data
    ? `${stats.data.total} types · ${stats.data.active} active · ${stats.data.system_defaults} system defaults · ${stats.data.custom} custom`
    : 'Pickup and delivery appointment types your dispatchers choose from.';

  return (
    <SettingsSection
      title="Load Appointment Types"
      description={summary}
      actions={
        <>
          <FormControlLabel
            control={
              <Switch
                checked={activeOnly}
                onChange={(e) => {
                  setActiveOnly(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label="Active only"
            slotProps={{ typography: { variant: 'body2' } }}
          />
          {canManage && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ open: true, type: null })}
            >
              Add Appointment Type
            </Button>
          )}
        </>
      }
    >
      {!privileged && !readonly && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {APPOINTMENT_TYPE_PERMISSION_MESSAGE}
        </Alert>
      )}
      {query.isError && <LoadErrorAlert message={APPOINTMENT_TYPES_LOAD_FAILED} onRetry={() => void query.refetch()} />}
      <DataTable
        ariaLabel="Load appointment types"
        columns={appointmentTypeColumns({
          canManage,
          onEdit: (type) => setEditing({ open: true, type }),
          onDelete: (type) => setDeleting({ open: true, type }),
        })}
        rows={rows}
        getRowId={(t) => t.id}
        loading={query.isLoading}
        empty={
          <EmptyState
            icon={MENU_ICONS['appointment-types']}
            title={query.isError ? 'Appointment types unavailable' : 'No appointment types'}
            description={
              query.isError
                ? APPOINTMENT_TYPES_LOAD_FAILED
                : 'Appointment types such as FCFS or By Appointment tell drivers how a facility schedules.'
            }
          />
        }
        pagination={{
          ...paging.table,
          total: query.data?.total ?? 0,
        }}
      />
      {canManage && (
        <>
          <AppointmentTypeDialog
            open={editing.open}
            appointmentType={editing.type}
            onClose={() => setEditing((s) => ({ ...s, open: false }))}
          />
          <ConfirmDialog
            open={deleting.open}
            title="Delete Appointment Type"
            message={`Are you sure you want to delete "${deleting.type?.name ?? ''}"? This action cannot be undone.`}
            confirmLabel="Delete"
            busyLabel="Deleting..."
            destructive
            busy={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting((s) => ({ ...s, open: false }))}
          />
        </>
      )}
    </SettingsSection>
  );
}
