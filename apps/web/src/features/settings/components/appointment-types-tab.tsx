import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { APPOINTMENT_TYPE_PERMISSION_MESSAGE, type AppointmentType, mayManageAppointmentTypes } from '@tms/domain';
import { useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFilters } from '../../../components/list/list-filters';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteAppointmentType } from '../api/delete-appointment-type';
import { useAppointmentTypeStats } from '../api/get-appointment-type-stats';
import { useAppointmentTypes } from '../api/list-appointment-types';
import { appointmentTypeColumns } from './appointment-type-columns';
import { AppointmentTypeDialog } from './appointment-type-dialog';
import { useConfirmSettingDelete } from './use-confirm-setting-delete';

export const APPOINTMENT_TYPES_LOAD_FAILED = 'Failed to load appointment types. Please try again.';
export const APPOINTMENT_TYPE_PAGE_SIZES = [5, 10, 25, 50] as const;

type Selection = { open: boolean; type: AppointmentType | null };
const CLOSED: Selection = { open: false, type: null };

/**
 * Spec 2: add, edit and delete are for managers and superadmins only, and never in read-only mode;
 * the API checks the same capabilities.
 */
export function AppointmentTypesTab({ readonly }: { readonly: boolean }) {
  const { capabilities } = useSession();
  const privileged = mayManageAppointmentTypes(capabilities);
  const canManage = privileged && !readonly;
  const list = useListParams({
    defaultPageSize: 10,
    pageSizes: APPOINTMENT_TYPE_PAGE_SIZES,
    defaultActiveOnly: false,
    prefix: 'types.',
  });
  // The selected type stays while a dialog fades out, so its title and text do not change.
  const [editing, setEditing] = useState<Selection>(CLOSED);
  const query = useAppointmentTypes({ activeOnly: list.activeOnly, skip: list.skip, limit: list.pageSize });
  const stats = useAppointmentTypeStats();
  const remove = useDeleteAppointmentType();
  const deleting = useConfirmSettingDelete<AppointmentType>(
    'Appointment Type',
    remove,
    'Appointment type deleted successfully',
  );

  const summary = stats.data
    ? `${stats.data.total} types · ${stats.data.active} active · ${stats.data.system_defaults} system defaults · ${stats.data.custom} custom`
    : 'Pickup and delivery appointment types your dispatchers choose from.';

  return (
    <ListScaffold
      level="section"
      title="Load Appointment Types"
      description={summary}
      actions={
        canManage && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ open: true, type: null })}
          >
            Add Appointment Type
          </Button>
        )
      }
      filters={
        <>
          {!privileged && !readonly && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {APPOINTMENT_TYPE_PERMISSION_MESSAGE}
            </Alert>
          )}
          <ListFilters list={list} switches={[{ key: 'active', label: 'Active only' }]} />
        </>
      }
      failure={query.isError ? { message: APPOINTMENT_TYPES_LOAD_FAILED, onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Load appointment types',
        columns: appointmentTypeColumns({
          canManage,
          onEdit: (type) => setEditing({ open: true, type }),
          onDelete: deleting.ask,
        }),
        rows: query.data?.appointment_types ?? [],
        getRowId: (t) => t.id,
        loading: query.isLoading,
        empty: (
          <ListEmpty
            icon={MENU_ICONS['appointment-types']}
            noun="appointment types"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={list.activeOnly}
            onClear={() => list.setActiveOnly(false)}
            firstTime={{
              description: 'Appointment types such as FCFS or By Appointment tell drivers how a facility schedules.',
            }}
          />
        ),
      }}
    >
      {canManage && (
        <>
          <AppointmentTypeDialog
            open={editing.open}
            appointmentType={editing.type}
            onClose={() => setEditing((s) => ({ ...s, open: false }))}
          />
          <ConfirmDeleteDialog {...deleting.dialog} />
        </>
      )}
    </ListScaffold>
  );
}
