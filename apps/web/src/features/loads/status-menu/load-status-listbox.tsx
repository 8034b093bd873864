import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { KeyboardEvent } from 'react';
import { useStatusOptions } from '../api/status-options';
import { optionsPending, StatusDot, StatusOptionContent } from './status-option-content';

type StatusRef = { id: number; name: string; color: string };

interface LoadStatusListboxProps {
  id: string;
  load: { id: number; load_number: string; status: StatusRef };
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  onPick: (statusId: number) => void;
}

/**
 * The board chip's list of statuses, as a select's listbox: it asks the API at each opening which
 * statuses the load may move into; the others are greyed with the reason (decision 0196).
 */
export function LoadStatusListbox({ id, load, anchor, open, onClose, onPick }: LoadStatusListboxProps) {
  const options = useStatusOptions(load.id, open);
  const rows = open ? options.data : undefined;
  const listsCurrent = rows?.some((o) => o.status_id === load.status.id) ?? false;
  const pick = (statusId: number) => {
    onClose();
    if (statusId !== load.status.id) onPick(statusId);
  };
  const item = (statusId: number) => ({
    role: 'option',
    selected: statusId === load.status.id,
    'aria-selected': statusId === load.status.id,
    onClick: () => pick(statusId),
    // The list opens on the Space key's press: its release must not pick the focused status.
    onKeyUp: (e: KeyboardEvent) => e.key === ' ' && e.preventDefault(),
  });
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      onClick={(e) => e.stopPropagation()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { id, role: 'listbox', 'aria-label': `Statuses for load ${load.load_number}`, disableListWrap: true },
        paper: { sx: { maxWidth: 360, minWidth: anchor?.clientWidth } },
      }}
    >
      {!listsCurrent && (
        <MenuItem {...item(load.status.id)}>
          <StatusDot color={load.status.color} />
          {load.status.name}
        </MenuItem>
      )}
      {open && !rows && (
        <MenuItem disabled role="option">
          {optionsPending(options.isError)}
        </MenuItem>
      )}
      {rows?.map((o) => (
        <MenuItem key={o.status_id} {...item(o.status_id)} disabled={!o.allowed} sx={{ alignItems: 'flex-start' }}>
          <StatusOptionContent option={o} />
        </MenuItem>
      ))}
    </Menu>
  );
}
