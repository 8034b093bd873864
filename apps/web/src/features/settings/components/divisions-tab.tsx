import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Division } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { usePaging } from '../../../components/use-paging';
import { useDivisions } from '../api/list-divisions';
import { useSetDivisionActive } from '../api/set-division-active';
import { divisionColumns } from './division-columns';
import { DivisionDialog } from './division-dialog';
import { LoadErrorAlert } from './load-error-alert';
import { SettingsSection } from './settings-section';

// The division stays while the dialog fades out, so its title does not flip to "Add".
type DialogState = { open: boolean; division: Division | null };

export function DivisionsTab({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const [activeOnly, setActiveOnly] = useState(false);
  const paging = usePaging(10);
  const { rowsPerPage, setPage } = paging;
  const [dialog, setDialog] = useState<DialogState>({ open: false, division: null });
  const query = useDivisions({ activeOnly, skip: paging.skip, limit: rowsPerPage });
  const toggle = useSetDivisionActive();

  const columns = divisionColumns({
    canEdit,
    onEdit: (division) => setDialog({ open: true, division }),
    onToggleActive: (d) =>
      toggle.mutate(
        { id: d.id, active: !d.is_active },
        {
          onSuccess: () => notify(`Division ${d.is_active ? 'deactivated' : 'activated'} successfully`, 'success'),
          onError: (error) => notify(errorText(error), 'error'),
        },
      ),
    busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });

  return (
    <SettingsSection
      title="Divisions"
      description="Group drivers, trucks and loads by branch or line of business."
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
          {canEdit && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setDialog({ open: true, division: null })}
            >
              Add Division
            </Button>
          )}
        </>
      }
    >
      {query.isError && <LoadErrorAlert message="Failed to load divisions." onRetry={() => void query.refetch()} />}
      <DataTable
        ariaLabel="Divisions"
        columns={columns}
        rows={query.data?.divisions ?? []}
        getRowId={(d) => d.id}
        loading={query.isLoading}
        empty={
          <EmptyState
            icon={MENU_ICONS.divisions}
            title={activeOnly ? 'No active divisions' : 'No divisions yet'}
            description={
              canEdit
                ? 'Add a division for each branch or business line you run, such as Reefer or Midwest.'
                : 'Divisions your managers add will be listed here.'
            }
          />
        }
        pagination={{
          ...paging.table,
          total: query.data?.total ?? 0,
        }}
      />
      <DivisionDialog
        open={dialog.open}
        division={dialog.division}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </SettingsSection>
  );
}
