import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { Division } from '@tms/domain';
import { useState } from 'react';
import { useOutcomeNotices } from '../../../app/notifications/use-outcome-notices';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFilters } from '../../../components/list/list-filters';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { useListParams } from '../../../components/list/use-list-params';
import { useDivisions } from '../api/list-divisions';
import { useSetDivisionActive } from '../api/set-division-active';
import { divisionColumns } from './division-columns';
import { DivisionDialog } from './division-dialog';

export const DIVISION_PAGE_SIZES = [5, 10, 25, 50] as const;

// The division stays while the dialog fades out, so its title does not flip to "Add".
type DialogState = { open: boolean; division: Division | null };

export function DivisionsTab({ canEdit }: { canEdit: boolean }) {
  const outcome = useOutcomeNotices();
  const list = useListParams({
    defaultPageSize: 10,
    pageSizes: DIVISION_PAGE_SIZES,
    defaultActiveOnly: false,
    prefix: 'divisions.',
  });
  const [dialog, setDialog] = useState<DialogState>({ open: false, division: null });
  const query = useDivisions({ activeOnly: list.activeOnly, skip: list.skip, limit: list.pageSize });
  const toggle = useSetDivisionActive();

  const columns = divisionColumns({
    canEdit,
    onEdit: (division) => setDialog({ open: true, division }),
    onToggleActive: (d) =>
      toggle.mutate(
        { id: d.id, active: !d.is_active },
        outcome(`Division ${d.is_active ? 'deactivated' : 'activated'} successfully`),
      ),
    busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });

  return (
    <ListScaffold
      level="section"
      title="Divisions"
      description="Group drivers, trucks and loads by branch or line of business."
      actions={
        canEdit && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setDialog({ open: true, division: null })}
          >
            Add Division
          </Button>
        )
      }
      filters={<ListFilters list={list} switches={[{ key: 'active', label: 'Active only' }]} />}
      failure={query.isError ? { message: 'Failed to load divisions.', onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Divisions',
        columns,
        rows: query.data?.divisions ?? [],
        getRowId: (d) => d.id,
        loading: query.isLoading,
        empty: (
          <ListEmpty
            icon={MENU_ICONS.divisions}
            noun="divisions"
            filtered={list.activeOnly}
            onClear={() => list.setActiveOnly(false)}
            firstTime={{
              description: canEdit
                ? 'Add a division for each branch or business line you run, such as Reefer or Midwest.'
                : 'Divisions your managers add will be listed here.',
            }}
          />
        ),
      }}
    >
      <DivisionDialog
        open={dialog.open}
        division={dialog.division}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </ListScaffold>
  );
}
