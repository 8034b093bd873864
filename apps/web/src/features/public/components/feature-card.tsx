import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';

interface FeatureCardProps {
  icon: SvgIconComponent;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A capability on the landing and solutions pages: icon, title, a sentence and optional details. */
export function FeatureCard({ icon, title, text, children }: FeatureCardProps) {
  return (
    <Box
      component="li"
      sx={{
        p: { xs: 3, md: 3.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        bgcolor: 'background.paper',
        transition: 'border-color 160ms ease, box-shadow 160ms ease, transform 160ms ease',
        '&:hover': {
          borderColor: (t) => alpha(t.palette.primary.main, 0.45),
          boxShadow: (t) =>
            `0 12px 32px -12px ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.4 : 0.25)}`,
          transform: 'translateY(-2px)',
        },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <IconBadge icon={icon} />
      <Typography component="h3" variant="h6" sx={{ mt: 2.5, mb: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}

/** The list the feature cards stand in: one column on phones, two on tablets, three wider. */
export function FeatureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
