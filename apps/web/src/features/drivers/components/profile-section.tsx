import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** The section's terms and values (`DetailItem`s). */
  children?: ReactNode;
  /** What stands in for the values while they load or when they failed to. */
  notice?: ReactNode;
  /** Buttons under the values: outside the list, which may hold terms and values only. */
  actions?: ReactNode;
}

/** One titled block of the driver's profile: its values two to a row, then its actions. */
export function ProfileSection({ title, children, notice, actions }: ProfileSectionProps) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      {notice && <Box sx={{ mt: 1 }}>{notice}</Box>}
      {children && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0, mt: 1 }}>
          {children}
        </Box>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>{actions}</Box>}
    </Box>
  );
}
