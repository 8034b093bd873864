import type { SvgIconComponent } from '@mui/icons-material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useOutcomeNotices } from '../../../app/notifications/use-outcome-notices';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { activeDriversQuery } from '../../drivers/api/list-drivers';
import { type AssignmentKind, useAssignableUsers, useSetUserDrivers } from '../api/user-drivers-api';
import { DriverCheckboxGrid } from './driver-checkbox-grid';
import { UserList } from './user-list';

interface AssignmentsScreenProps {
  kind: AssignmentKind;
  title: string;
  description: string;
  /** "dispatcher" or "track and trace user". */
  userNoun: string;
  icon: SvgIconComponent;
  /** Why there is nobody to assign to. */
  noUsers: string;
  loadUsersFailed: string;
}

/**
 * Which users (dispatchers, or track-and-trace) handle which drivers: the users on the left, every
 * active driver as a checkbox on the right, saved for one user at a time.
 */
export function AssignmentsScreen({
  kind,
  title,
  description,
  userNoun,
  icon,
  noUsers,
  loadUsersFailed,
}: AssignmentsScreenProps) {
  const outcome = useOutcomeNotices();
  const users = useAssignableUsers(kind);
  const drivers = useQuery(activeDriversQuery);
  const save = useSetUserDrivers(kind);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
  const all = users.data ?? [];
  const selected = all.find((u) => u.id === selectedId) ?? null;

  // The first user is open by default; choosing another starts from what is saved for them.
  useEffect(() => {
    if (selectedId === null && all[0]) setSelectedId(all[0].id);
  }, [all, selectedId]);
  useEffect(() => {
    setChosen(new Set(selected?.driver_ids ?? []));
  }, [selected]);

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    const rows = drivers.data?.drivers ?? [];
    return text ? rows.filter((d) => `${d.name} ${d.division ?? ''}`.toLowerCase().includes(text)) : rows;
  }, [drivers.data, search]);
  const saved = new Set(selected?.driver_ids ?? []);
  const dirty = chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id));

  const submit = () => {
    if (!selected) return;
    save.mutate({ userId: selected.id, driverIds: [...chosen] }, outcome(`Drivers of ${selected.full_name} saved`));
  };

  return (
    <>
      <PageHeader title={title} description={description} />
      {users.isError && <Alert severity="error">{loadUsersFailed}</Alert>}
      {users.isLoading && <Skeleton variant="rounded" height={320} />}
      {users.isSuccess && all.length === 0 && (
        <EmptyState icon={icon} title={`No ${userNoun}s yet`} description={noUsers} />
      )}
      {all.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
          <UserList
            label={`${userNoun[0]?.toUpperCase()}${userNoun.slice(1)}s`}
            users={all}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 2.5 } }}
            component="section"
            aria-label={selected ? `Drivers of ${selected.full_name}` : 'Drivers'}
          >
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="h6" component="h2">
                  {selected ? `Drivers of ${selected.full_name}` : 'Drivers'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {chosen.size} of {drivers.data?.drivers.length ?? 0} active drivers chosen
                </Typography>
              </Box>
              <Button
                variant="contained"
                startIcon={<SaveOutlined />}
                onClick={submit}
                disabled={!selected || !dirty}
                loading={save.isPending}
                loadingPosition="start"
              >
                {save.isPending ? 'Saving...' : 'Save'}
              </Button>
            </Box>
            <Box sx={{ mb: 1.5, maxWidth: 360 }}>
              <TextField
                size="small"
                fullWidth
                type="search"
                label="Filter drivers"
                placeholder="Name or division"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Box>
            {drivers.isError && <Alert severity="error">{errorText(drivers.error)}</Alert>}
            {drivers.isLoading ? (
              <Skeleton variant="rounded" height={200} />
            ) : (
              <DriverCheckboxGrid drivers={shown} chosen={chosen} onChange={setChosen} label="Drivers to assign" />
            )}
          </Paper>
        </Box>
      )}
    </>
  );
}
