import Avatar from '@mui/material/Avatar';
import type { User } from '@tms/domain';
import { teal } from '../theme/palette';

export function initialsOf(user: Pick<User, 'name' | 'last_name' | 'email'>): string {
  const letters = `${user.name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function UserAvatar({ user, size = 36 }: { user: User; size?: number }) {
  return (
    <Avatar
      sx={{ width: size, height: size, fontSize: size * 0.38, fontWeight: 600, bgcolor: teal[700], color: '#fff' }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
