import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@tms/domain';
import { PROFILE_FIELDS } from './profile-fields';

/** The read-only view of the personal information. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 2.5, m: 0 }}
    >
      {PROFILE_FIELDS.map((field) => {
        const value = user[field.name];
        return (
          <Box key={field.name} sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined, minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 500 }}>
              {field.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                mt: 0.25,
                fontWeight: 500,
                overflowWrap: 'anywhere',
                color: value ? 'text.primary' : 'text.secondary',
                fontStyle: value ? 'normal' : 'italic',
              }}
            >
              {value || 'Not provided'}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
