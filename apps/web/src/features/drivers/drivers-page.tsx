import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { DRIVER_MESSAGES, DRIVER_SORTS, DRIVER_TYPES, type Driver, type DriverListItem } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { listSort } from '../../components/list/sort-header';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useDocumentTitle } from '../../components/use-document-title';
import { DriverNotesDialog } from '../driver-notes';
import { useDeleteDriver } from './api/delete-driver';
import { DIVISION_PARAM, useDivisionFilter } from './api/division-options';
import { getDriver } from './api/get-driver';
import { useDrivers } from './api/list-drivers';
import { useSetDriverActive } from './api/set-driver-active';
import { DeactivateDriverDialog, type DriverToDeactivate } from './components/deactivate-driver-dialog';
import { driverColumns } from './components/driver-columns';
import { DriverDetailDrawer } from './components/driver-detail-drawer';
import { DriverDialog } from './components/driver-dialog';
import { DRIVER_TYPE_OPTIONS } from './components/driver-options';
import { DriverStatsCards } from './components/driver-stats-cards';

const PAGE_SIZES = [10, 25, 50, 100] as const;
/** URL parameters besides search, active and paging. */
const ASSIGNED = 'mine';
const EXPIRING = 'expiring';
const TYPE = 'type';
const OPEN_DRIVER = 'driver';
const NOTES = 'notes';

type Selection<T> = { open: boolean; record: T | null };

/** The drivers a carrier dispatches: their file, their equipment, their papers and notes. */
export function DriversPage() {
  useDocumentTitle('Drivers');
  const { capabilities } = useSession();
  if (!capabilities.has('drivers') && !capabilities.has('drivers_read')) {
    return <NoAccessPage title="Drivers" icon={MENU_ICONS.drivers} area="drivers" includes="the driver list" />;
  }
  return (
    <DriverDirectory
      canEdit={capabilities.has('drivers')}
      canAssign={capabilities.has('drivers') || capabilities.has('equipment')}
    />
  );
}

function DriverDirectory({ canEdit, canAssign }: { canEdit: boolean; canAssign: boolean }) {
  const notify = useNotify();
  const outcome = useOutcomeNotices();
  const list = useListParams({ defaultPageSize: 25, pageSizes: PAGE_SIZES, defaultActiveOnly: true });
  const divisionFilter = useDivisionFilter(list);
  const divisionId = list.id(DIVISION_PARAM);
  const driverType = list.oneOf(TYPE, DRIVER_TYPES);
  const assignedOnly = list.flag(ASSIGNED);
  const expiringOnly = list.flag(EXPIRING);
  const sorting = listSort(list, DRIVER_SORTS, 'name');
  const openId = list.id(OPEN_DRIVER);
  const notesFor = list.id(NOTES);
  const [editing, setEditing] = useState<Selection<Driver>>({ open: false, record: null });
  const query = useDrivers({
    search: list.search,
    divisionId,
    driverType,
    activeOnly: list.activeOnly,
    assignedOnly,
    expiry: expiringOnly ? 'expiring_or_expired' : null,
    sort: sorting.sort,
    order: sorting.order,
    skip: list.skip,
    limit: list.pageSize,
  });
  const setActive = useSetDriverActive();
  const remove = useDeleteDriver();
  const deleting = useConfirmDelete<DriverListItem>({
    noun: 'Driver',
    name: (driver) => driver.name,
    consequence:
      'Their notes go with them. Drivers with loads, documents or equipment history can only be deactivated.',
    remove,
    deleted: DRIVER_MESSAGES.deleted,
    onDeleted: (driver) => {
      if (openId === driver.id) list.patch({ [OPEN_DRIVER]: null });
    },
  });
  const addDriver = () => setEditing({ open: true, record: null });
  const notesDriver = query.data?.drivers.find((d) => d.id === notesFor);

  const edit = async (id: number) => {
    try {
      setEditing({ open: true, record: await getDriver(id) });
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  const [deactivating, setDeactivating] = useState<DriverToDeactivate | null>(null);
  // Activating is done at once; deactivating asks first.
  const changeActive = (d: DriverToDeactivate, active: boolean) => {
    if (!active) return setDeactivating(d);
    setActive.mutate(
      { id: d.id, active },
      outcome((answer: { message: string }) => answer.message),
    );
  };

  const filtered = Boolean(list.search) || divisionId !== null || driverType !== null || assignedOnly || expiringOnly;
  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={addDriver}>
      Add Driver
    </Button>
  );
  return (
    <ListScaffold
      title="Drivers"
      description="Your drivers' files, the equipment they run, their dispatchers and their papers."
      actions={canEdit && addButton}
      stats={<DriverStatsCards expiringOnly={expiringOnly} onExpiringOnly={(on) => list.setFlag(EXPIRING, on)} />}
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Search drivers', placeholder: 'Name, e-mail, phone or CDL', debounceMs: 300 }}
          switches={[
            { key: 'active', label: 'Active only' },
            { key: ASSIGNED, label: 'Assigned to me' },
            { key: EXPIRING, label: 'Expiring papers' },
          ]}
          selects={[
            divisionFilter,
            { param: TYPE, label: 'Driver type', all: 'All types', options: DRIVER_TYPE_OPTIONS },
          ]}
          selectMinWidth={170}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}
        />
      }
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Drivers',
        columns: driverColumns(
          {
            canEdit,
            onEdit: (d) => void edit(d.id),
            onNotes: (d) => list.patch({ [NOTES]: String(d.id) }),
            onSetActive: changeActive,
            onDelete: deleting.ask,
          },
          sorting,
        ),
        rows: query.data?.drivers ?? [],
        getRowId: (d) => d.id,
        loading: query.isLoading,
        onRowClick: (d) => list.patch({ [OPEN_DRIVER]: String(d.id) }),
        minWidth: 1180,
        empty: (
          <ListEmpty
            icon={MENU_ICONS.drivers}
            noun="drivers"
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters([DIVISION_PARAM, TYPE, ASSIGNED, EXPIRING])}
            firstTime={{
              description:
                'Add your drivers with their CDL, medical card and pay, then assign their truck and trailer.',
              action: canEdit ? addButton : undefined,
            }}
          />
        ),
      }}
    >
      <DriverDetailDrawer
        driverId={openId}
        canEdit={canEdit}
        canAssign={canAssign}
        onClose={() => list.patch({ [OPEN_DRIVER]: null })}
        onEdit={(d) => setEditing({ open: true, record: d })}
        onSetActive={changeActive}
        settingActive={setActive.isPending}
      />
      <DriverDialog
        open={editing.open}
        driver={editing.record}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <DriverNotesDialog
        open={notesFor !== null}
        driverId={notesFor}
        driverName={notesDriver?.name ?? null}
        canEditDocuments
        onClose={() => list.patch({ [NOTES]: null })}
      />
      <DeactivateDriverDialog driver={deactivating} onClose={() => setDeactivating(null)} />
      <ConfirmDeleteDialog {...deleting.dialog} />
    </ListScaffold>
  );
}
