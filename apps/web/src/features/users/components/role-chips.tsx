import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { capabilitiesOf, normalizeRole } from '@tms/domain';
import { roleLabel } from '../../../app/shell/role-label';

/** A role as people read it ("Track & Trace"); names the app does not know are shown as they are. */
export function roleName(name: string): string {
  const role = normalizeRole(name);
  return role ? roleLabel(role) : name;
}

// Roles that can change who may do what stand out from the others.
const managesUsers = (name: string) => {
  const caps = capabilitiesOf([name]);
  return caps.has('user_management') || caps.has('system_user_management');
};

export function RoleChips({ roles }: { roles: readonly { name: string }[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {roles.map((r) => (
        <Chip
          key={r.name}
          size="small"
          label={roleName(r.name)}
          color={managesUsers(r.name) ? 'primary' : 'default'}
          variant="outlined"
        />
      ))}
    </Box>
  );
}
