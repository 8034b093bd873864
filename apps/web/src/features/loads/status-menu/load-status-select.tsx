import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { LoadStatusOption } from '@tms/domain';
import { useState } from 'react';
import { useStatusOptions } from '../api/status-options';

type StatusRef = { id: number; name: string; color: string };

interface LoadStatusSelectProps {
  load: { id: number; load_number: string; status: StatusRef };
  disabled?: boolean;
  onPick: (statusId: number) => void;
  sx?: SxProps<Theme>;
}

const Dot = ({ color }: { color: string }) => (
  <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }} />
);

/** One status in a status menu: its colour and name, and below, when the load may not take it, why. */
export function StatusOptionContent({ option }: { option: Pick<LoadStatusOption, 'name' | 'color' | 'reason'> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
        <Dot color={option.color} />
        {option.name}
      </Box>
      {option.reason && (
        <Typography variant="caption" sx={{ whiteSpace: 'normal', pl: 2.25 }}>
          {option.reason}
        </Typography>
      )}
    </Box>
  );
}

/** What a status menu says while the options are on their way, or when they could not be read. */
export const optionsPending = (failed: boolean) =>
  failed ? 'Could not load the statuses. Close and open again.' : 'Loading statuses...';

/**
 * A load's status, changeable in place (decision 0196): opening it asks the API which statuses the
 * load may move into now; the others are shown greyed with the reason (what the load still needs).
 */
export function LoadStatusSelect({ load, disabled, onPick, sx }: LoadStatusSelectProps) {
  const [open, setOpen] = useState(false);
  const options = useStatusOptions(load.id, open);
  const rows = open ? options.data : undefined;
  const listsCurrent = rows?.some((o) => o.status_id === load.status.id) ?? false;
  return (
    <Select
      size="small"
      value={load.status.id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      onChange={(e) => {
        const id = Number(e.target.value);
        if (id !== load.status.id) onPick(id);
      }}
      onClick={(e) => e.stopPropagation()}
      renderValue={() => load.status.name}
      inputProps={{ 'aria-label': `Status of load ${load.load_number}` }}
      MenuProps={{ slotProps: { paper: { sx: { maxWidth: 360 } } } }}
      sx={sx}
    >
      {!listsCurrent && (
        <MenuItem value={load.status.id}>
          <Dot color={load.status.color} />
          {load.status.name}
        </MenuItem>
      )}
      {open && !rows && (
        <MenuItem disabled value="">
          {optionsPending(options.isError)}
        </MenuItem>
      )}
      {rows?.map((o) => (
        <MenuItem key={o.status_id} value={o.status_id} disabled={!o.allowed} sx={{ alignItems: 'flex-start' }}>
          <StatusOptionContent option={o} />
        </MenuItem>
      ))}
    </Select>
  );
}
