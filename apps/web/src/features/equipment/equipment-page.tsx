import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { EQUIPMENT_SORTS, EQUIPMENT_STATUSES, OWNERSHIPS, TRAILER_TYPES } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { listSort } from '../../components/list/sort-header';
import { useListParams } from '../../components/list/use-list-params';
import { NoAccessPage } from '../../components/no-access-page';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { useDocumentTitle } from '../../components/use-document-title';
import { UnitDriverDialog, useAssignEquipment } from '../driver-equipment';
import { DIVISION_PARAM, useDivisionFilter } from '../drivers/api/division-options';
import type { UnitKind } from './api/unit-keys';
import { getUnit, type Unit, useDeleteUnit, useSetUnitActive, useUnits } from './api/units-api';
import { unitColumns } from './components/unit-columns';
import { UnitDialog } from './components/unit-dialog';
import { UnitDocumentsDialog } from './components/unit-documents-dialog';
import { OWNERSHIP_OPTIONS, TRAILER_TYPE_OPTIONS, UNIT_STATUS_OPTIONS } from './components/unit-options';
import { UnitStatsCards } from './components/unit-stats-cards';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const STATUS = 'status';
const OWNERSHIP = 'ownership';
const TYPE = 'type';
const EXPIRING = 'expiring';

/** Trucks or trailers: the units a carrier runs, their papers and who drives them. */
export function EquipmentPage({ kind }: { kind: UnitKind }) {
  const title = kind === 'truck' ? 'Trucks' : 'Trailers';
  useDocumentTitle(title);
  const { capabilities } = useSession();
  if (!capabilities.has('equipment') && !capabilities.has('equipment_read')) {
    return (
      <NoAccessPage
        title={title}
        icon={MENU_ICONS[kind === 'truck' ? 'trucks' : 'trailers']}
        area={title.toLowerCase()}
        includes="equipment"
      />
    );
  }
  return <UnitDirectory key={kind} kind={kind} canEdit={capabilities.has('equipment')} />;
}

function UnitDirectory({ kind, canEdit }: { kind: UnitKind; canEdit: boolean }) {
  const notify = useNotify();
  const outcome = useOutcomeNotices();
  const noun = kind === 'truck' ? 'Truck' : 'Trailer';
  const plural = kind === 'truck' ? 'trucks' : 'trailers';
  const list = useListParams({ defaultPageSize: 25, pageSizes: PAGE_SIZES, defaultActiveOnly: true });
  const divisionFilter = useDivisionFilter(list);
  const status = list.oneOf(STATUS, EQUIPMENT_STATUSES);
  const ownership = list.oneOf(OWNERSHIP, OWNERSHIPS);
  const trailerType = list.oneOf(TYPE, TRAILER_TYPES);
  const divisionId = list.id(DIVISION_PARAM);
  const expiringOnly = list.flag(EXPIRING);
  const sorting = listSort(list, EQUIPMENT_SORTS, 'unit_number');
  const [editing, setEditing] = useState<{ open: boolean; unit: Unit | null }>({ open: false, unit: null });
  const [assigning, setAssigning] = useState<{ open: boolean; unit: Unit | null }>({ open: false, unit: null });
  const [unassigning, setUnassigning] = useState<{ open: boolean; unit: Unit | null }>({ open: false, unit: null });
  const [documents, setDocuments] = useState<Unit | null>(null);
  const query = useUnits(kind, {
    search: list.search,
    status,
    ownership,
    trailerType,
    divisionId,
    activeOnly: list.activeOnly,
    expiry: expiringOnly ? 'expiring_or_expired' : null,
    sort: sorting.sort,
    order: sorting.order,
    skip: list.skip,
    limit: list.pageSize,
  });
  const setActive = useSetUnitActive(kind);
  const remove = useDeleteUnit(kind);
  const deleting = useConfirmDelete<Unit>({
    noun,
    name: (unit) => unit.unit_number,
    remove,
    deleted: `${noun} deleted successfully`,
  });
  const assign = useAssignEquipment();
  const add = () => setEditing({ open: true, unit: null });

  const edit = async (u: Unit) => {
    try {
      setEditing({ open: true, unit: await getUnit(kind, u.id) });
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  const changeActive = (u: Unit, active: boolean) =>
    setActive.mutate(
      { id: u.id, active },
      outcome((answer: { message: string }) => answer.message),
    );
  const unassign = () => {
    const u = unassigning.unit;
    if (!u?.current_driver) return;
    assign.mutate(
      { driverId: u.current_driver.id, ...(kind === 'truck' ? { truckId: null } : { trailerId: null }) },
      {
        onSuccess: () => {
          notify(`${noun} ${u.unit_number} unassigned`, 'success');
          setUnassigning({ open: false, unit: u });
        },
        onError: (e) => notify(errorText(e), 'error'),
      },
    );
  };
  const filtered =
    Boolean(list.search) ||
    status !== null ||
    ownership !== null ||
    trailerType !== null ||
    divisionId !== null ||
    expiringOnly;

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={add}>
      Add {noun}
    </Button>
  );
  return (
    <ListScaffold
      title={`${noun}s`}
      description={
        kind === 'truck'
          ? 'Power units with their VIN, plates, papers and the driver running each.'
          : 'Trailers with their type, plates, papers and the driver pulling each.'
      }
      actions={canEdit && addButton}
      stats={
        <UnitStatsCards kind={kind} expiringOnly={expiringOnly} onExpiringOnly={(on) => list.setFlag(EXPIRING, on)} />
      }
      filters={
        <ListFilters
          list={list}
          search={{ label: `Search ${plural}`, placeholder: 'Unit number, VIN, plate or make', debounceMs: 300 }}
          switches={[
            { key: 'active', label: 'Active only' },
            { key: EXPIRING, label: 'Expiring papers' },
          ]}
          selects={[
            { param: STATUS, label: 'Status', all: 'All statuses', options: UNIT_STATUS_OPTIONS },
            { param: OWNERSHIP, label: 'Ownership', all: 'Any ownership', options: OWNERSHIP_OPTIONS },
            ...(kind === 'trailer'
              ? [{ param: TYPE, label: 'Trailer type', all: 'All types', options: TRAILER_TYPE_OPTIONS }]
              : []),
            divisionFilter,
          ]}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching }}
        />
      }
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: `${noun}s`,
        columns: unitColumns(
          kind,
          {
            canEdit,
            onEdit: (u) => void edit(u),
            onDocuments: setDocuments,
            onAssign: (u) => setAssigning({ open: true, unit: u }),
            onUnassign: (u) => setUnassigning({ open: true, unit: u }),
            onSetActive: changeActive,
            onDelete: deleting.ask,
          },
          sorting,
        ),
        rows: query.data?.units ?? [],
        getRowId: (u) => u.id,
        loading: query.isLoading,
        minWidth: 1180,
        empty: (
          <ListEmpty
            icon={MENU_ICONS[kind === 'truck' ? 'trucks' : 'trailers']}
            noun={plural}
            failed={query.isError}
            onRetry={() => void query.refetch()}
            filtered={filtered}
            onClear={() => list.clearFilters([STATUS, OWNERSHIP, TYPE, DIVISION_PARAM, EXPIRING])}
            firstTime={{
              description: `Add your ${plural} with their VIN, plates and registration, then assign them to drivers.`,
              action: canEdit ? addButton : undefined,
            }}
          />
        ),
      }}
    >
      <UnitDialog
        kind={kind}
        open={editing.open}
        unit={editing.unit}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
      <UnitDocumentsDialog kind={kind} unit={documents} canEdit={canEdit} onClose={() => setDocuments(null)} />
      <UnitDriverDialog
        open={assigning.open}
        kind={kind}
        unit={assigning.unit}
        onClose={() => setAssigning((s) => ({ ...s, open: false }))}
      />
      <ConfirmDialog
        open={unassigning.open}
        title={`Unassign ${noun}`}
        message={`Take ${kind} ${unassigning.unit?.unit_number ?? ''} from ${unassigning.unit?.current_driver?.name ?? 'its driver'}? The assignment stays in the driver's history.`}
        confirmLabel="Unassign"
        destructive
        busy={assign.isPending}
        onConfirm={unassign}
        onClose={() => setUnassigning((s) => ({ ...s, open: false }))}
      />
      <ConfirmDeleteDialog {...deleting.dialog} />
    </ListScaffold>
  );
}
