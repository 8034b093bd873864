import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

interface UserListProps {
  label: string;
  users: { id: number; full_name: string; email: string; driver_ids: number[] }[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The users of the role, each with how many drivers they have; one is chosen to edit. */
export function UserList({ label, users, selectedId, onSelect }: UserListProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <List dense disablePadding aria-label={label} sx={{ maxHeight: { md: 560 }, overflowY: 'auto' }}>
        {users.map((u) => (
          <ListItem key={u.id} disablePadding divider>
            <ListItemButton
              selected={u.id === selectedId}
              onClick={() => onSelect(u.id)}
              aria-current={u.id === selectedId ? 'true' : undefined}
            >
              <ListItemText
                primary={u.full_name}
                secondary={u.email}
                slotProps={{
                  primary: { sx: { fontWeight: 600 } },
                  secondary: {
                    noWrap: true,
                    // The selected row's tint would leave grey text too faint in dark mode.
                    sx: u.id === selectedId ? { color: 'text.primary' } : undefined,
                  },
                }}
              />
              <Chip
                size="small"
                label={`${u.driver_ids.length} driver${u.driver_ids.length === 1 ? '' : 's'}`}
                variant={u.driver_ids.length ? 'filled' : 'outlined'}
                color={u.driver_ids.length ? 'primary' : 'default'}
                sx={{ ml: 1, flexShrink: 0 }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
