import Chip from '@mui/material/Chip';

/** Active or Inactive, the way every catalogue shows it. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant={active ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
