import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface HeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's title (h1) with its description, and its main actions on the right. */
export function PageHeader(props: HeaderProps) {
  return <Header {...props} level={1} />;
}

/** A section's title (h2) with its description, and its actions on the right (settings tabs, list sections). */
export function SectionHeader(props: HeaderProps) {
  return <Header {...props} level={2} />;
}

const LEVELS = {
  1: {
    row: { alignItems: { sm: 'flex-end' }, mb: { xs: 3, md: 4 } },
    title: { variant: 'h4', component: 'h1', sx: { fontSize: { xs: '1.5rem', md: '1.75rem' } } },
    description: { variant: 'body1', sx: { mt: 0.75 } },
    // A phone wraps a page's actions under its title rather than pushing the page wider.
    actions: { display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 },
  },
  2: {
    row: { alignItems: { sm: 'center' }, mb: 2.5 },
    title: { variant: 'h6', component: 'h2', sx: undefined },
    description: { variant: 'body2', sx: { mt: 0.25 } },
    actions: { display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 },
  },
} as const;

function Header({ title, description, actions, level }: HeaderProps & { level: keyof typeof LEVELS }) {
  const look = LEVELS[level];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'space-between',
        gap: 2,
        ...look.row,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography {...look.title}>{title}</Typography>
        {description && (
          <Typography color="text.secondary" {...look.description}>
            {description}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={look.actions}>{actions}</Box>}
    </Box>
  );
}
