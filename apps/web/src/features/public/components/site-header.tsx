import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { accentText } from '../../../app/theme/create-app-theme';
import { BrandLogo } from '../../../components/brand-logo';
import { SkipLink } from '../../../components/skip-link';
import { publicLinkProps } from '../public-link';
import type { PublicPath } from '../public-paths';
import { demoFormLinkProps } from '../use-demo-form-link';
import { MobileMenu } from './mobile-menu';
import { SIGN_IN_PATH } from './site-nav';
import { SiteNavLinks } from './site-nav-links';
import { SiteThemeToggle } from './site-theme-toggle';

const MOBILE_MENU_ID = 'site-mobile-menu';

export function SiteHeader({ path }: { path: PublicPath }) {
  const [menuOpen, setMenuOpen] = useState(false);

  // A page change closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [path]);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (t) => alpha(t.palette.background.default, 0.85),
        backdropFilter: 'saturate(180%) blur(12px)',
      }}
    >
      <SkipLink zIndex={1} />
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, height: { xs: 64, md: 72 } }}>
        <Box
          component="a"
          aria-label="TMS home"
          {...publicLinkProps('/')}
          sx={{ textDecoration: 'none', color: 'inherit', mr: { md: 3 }, borderRadius: 1 }}
        >
          <BrandLogo size={34} />
        </Box>

        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
          <SiteNavLinks
            path={path}
            sx={(current) => ({
              px: 1.5,
              fontWeight: 500,
              color: current ? accentText : 'text.secondary',
              '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
            })}
          />
        </Box>

        <Box sx={{ flex: 1 }} />
        <SiteThemeToggle />
        <Button
          href={SIGN_IN_PATH}
          color="inherit"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, fontWeight: 500, px: 1.5 }}
        >
          Sign In
        </Button>
        <Button
          variant="contained"
          {...demoFormLinkProps()}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, px: 2.25 }}
        >
          Get Demo
        </Button>
        <IconButton
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
          sx={{ display: { md: 'none' }, color: 'text.primary' }}
        >
          {menuOpen ? <CloseRounded /> : <MenuRounded />}
        </IconButton>
      </Container>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} path={path} onClose={() => setMenuOpen(false)} />
    </Box>
  );
}
