import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { GrantableRole } from '../api/list-grantable-roles';
import { roleName } from './role-chips';

interface RolesSelectProps {
  value: string[];
  onChange: (roles: string[]) => void;
  onBlur?: () => void;
  /** The roles the signed-in user may grant. */
  options: GrantableRole[];
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function RolesSelect({
  value,
  onChange,
  onBlur,
  options,
  error,
  helperText,
  disabled,
  inputRef,
}: RolesSelectProps) {
  const grantable = new Set(options.map((o) => o.name.toUpperCase()));
  // A role the user already holds but the editor may not grant stays visible, and cannot be changed.
  const names = [...grantable, ...value.filter((v) => !grantable.has(v))];
  return (
    <TextField
      select
      size="small"
      label="Roles"
      required
      value={value}
      onBlur={onBlur}
      inputRef={inputRef}
      error={error}
      helperText={helperText}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((r) => (
                <Chip key={r} size="small" label={roleName(r)} />
              ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {names.map((name) => (
        <MenuItem key={name} value={name} disabled={!grantable.has(name)} dense>
          <Checkbox size="small" checked={value.includes(name)} sx={{ py: 0.25, pl: 0 }} />
          <ListItemText primary={roleName(name)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
