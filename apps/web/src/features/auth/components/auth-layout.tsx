import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { teal } from '../../../app/theme/palette';
import { BrandLogo } from '../../../components/brand-logo';
import { ThemeToggleButton } from '../../../components/theme-toggle-button';

const HIGHLIGHTS = [
  { icon: AltRouteOutlined, title: 'Dispatch board', text: 'Every load, driver and truck on one screen.' },
  { icon: AutoAwesomeOutlined, title: 'AI load entry', text: 'Rate confirmations become loads in seconds.' },
  { icon: InsightsOutlined, title: 'Live analytics', text: 'Revenue, RPM and miles as they happen.' },
];

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Sign-in and password pages: a brand panel on wide screens, the form on its own on phones. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr', lg: '1fr 1fr' } }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: { md: 5, lg: 7 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: `linear-gradient(150deg, ${teal[800]} 0%, ${teal[700]} 45%, #0b4f5c 100%)`,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: 0.14,
            backgroundImage:
              'radial-gradient(circle at 20% 20%, #fff 0, transparent 40%), radial-gradient(circle at 85% 75%, #fff 0, transparent 35%)',
          }}
        />
        <Box
          component={Link}
          to="/"
          aria-label="Home"
          sx={{ position: 'relative', textDecoration: 'none', width: 'fit-content' }}
        >
          <BrandLogo inverted size={38} />
        </Box>
        <Box sx={{ position: 'relative', maxWidth: 460 }}>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontSize: { md: '2rem', lg: '2.5rem' }, lineHeight: 1.15, mb: 2 }}
          >
            Run your whole fleet from one back office.
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.85)', mb: 5, fontSize: '1.05rem' }}>
            Dispatch, compliance, accounting and driver pay for trucking carriers.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {HIGHLIGHTS.map(({ icon: Icon, title: heading, text }) => (
              <Box component="li" key={heading} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,0.14)',
                    flexShrink: 0,
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
                  <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)' }}>
                    {text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="caption" sx={{ position: 'relative', color: 'rgba(255,255,255,0.75)' }}>
          © {new Date().getFullYear()} TMS. Built for carriers.
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default', minWidth: 0 }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
        >
          <Box component={Link} to="/" aria-label="Home" sx={{ display: { md: 'none' }, textDecoration: 'none' }}>
            <BrandLogo size={32} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <ThemeToggleButton />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2.5, sm: 4 },
            pb: 8,
            pt: { xs: 2, md: 0 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.85rem' }, mb: 1 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 4 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
