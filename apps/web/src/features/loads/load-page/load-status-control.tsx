import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Load } from '@tms/domain';
import { useState } from 'react';
import { useOutcomeNotices } from '../../../app/notifications/use-outcome-notices';
import { useSetLoadStatus } from '../api/board-calls';
import { useStatusOptions } from '../api/status-options';
import { optionsPending, StatusOptionContent } from '../status-menu/status-option-content';
import { LoadStatusChip } from './load-chips';

/**
 * The header's status: a chip, which opens the status menu for those who change loads (decision
 * 0196): the statuses the load may move into now, and the others greyed with what it still needs.
 */
export function LoadStatusControl({ load, canWrite }: { load: Load; canWrite: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const options = useStatusOptions(load.id, anchor !== null);
  const setStatus = useSetLoadStatus();
  const outcome = useOutcomeNotices();
  if (!canWrite) return <LoadStatusChip status={load.status} />;
  const pick = (statusId: number) => {
    setAnchor(null);
    if (statusId !== load.status.id)
      setStatus.mutate({ id: load.id, status_id: statusId }, outcome(`Load ${load.load_number} status changed`));
  };
  return (
    <>
      <Chip
        component="span"
        size="small"
        variant="outlined"
        data-testid="load-status"
        aria-label={`Status of load ${load.load_number}: ${load.status.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        icon={
          <Box
            component="span"
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: load.status.color, ml: 1 }}
          />
        }
        label={load.status.name}
        disabled={setStatus.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ fontWeight: 700 }}
      />
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      >
        {options.data
          ? options.data.map((o) => (
              <MenuItem
                key={o.status_id}
                selected={o.status_id === load.status.id}
                disabled={!o.allowed}
                onClick={() => pick(o.status_id)}
                sx={{ alignItems: 'flex-start' }}
              >
                <StatusOptionContent option={o} />
              </MenuItem>
            ))
          : [
              <MenuItem key="pending" disabled>
                {optionsPending(options.isError)}
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
