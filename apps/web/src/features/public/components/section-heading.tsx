import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { accentText } from '../../../app/theme/create-app-theme';

interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's own title (h1) instead of a section title (h2). */
  pageTitle?: boolean;
  align?: 'center' | 'left';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  pageTitle = false,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: centered ? 720 : undefined,
        mx: centered ? 'auto' : undefined,
        mb: { xs: 5, md: 7 },
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: accentText, mb: 1.5, lineHeight: 1.5 }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h3"
        component={pageTitle ? 'h1' : 'h2'}
        sx={{ fontSize: pageTitle ? { xs: '2.1rem', md: '3rem' } : { xs: '1.75rem', md: '2.4rem' }, lineHeight: 1.15 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.6 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
