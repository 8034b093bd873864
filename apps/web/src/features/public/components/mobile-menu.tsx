import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import { useEffect } from 'react';
import { accentText } from '../../../app/theme/create-app-theme';
import type { PublicPath } from '../public-paths';
import { demoFormLinkProps } from '../use-demo-form-link';
import { SIGN_IN_PATH } from './site-nav';
import { SiteNavLinks } from './site-nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  path: PublicPath;
  onClose: () => void;
}

/** The navigation of phones and tablets: a panel that folds out under the header. */
export function MobileMenu({ id, open, path, onClose }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <Collapse in={open} id={id} unmountOnExit sx={{ display: { md: 'none' } }}>
      <Container
        component="nav"
        aria-label="Main"
        sx={{ display: 'grid', gap: 0.5, pt: 1, pb: 2.5, borderTop: 1, borderColor: 'divider' }}
      >
        <SiteNavLinks
          path={path}
          sx={(current) => ({
            justifyContent: 'flex-start',
            py: 1.25,
            px: 1.5,
            fontSize: '1rem',
            fontWeight: 500,
            color: current ? accentText : 'text.primary',
            bgcolor: current ? (t) => alpha(t.palette.primary.main, 0.08) : undefined,
          })}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
          <Button href={SIGN_IN_PATH} variant="outlined" size="large">
            Sign In
          </Button>
          <Button variant="contained" size="large" {...demoFormLinkProps(onClose)}>
            Get Demo
          </Button>
        </Box>
      </Container>
    </Collapse>
  );
}
