import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { accentText } from '../../app/theme/create-app-theme';
import { BrandLogo } from '../../components/brand-logo';
import { ThemeToggleButton } from '../../components/theme-toggle-button';
import { useDocumentTitle } from '../../components/use-document-title';

const FEATURES = [
  { icon: AltRouteOutlined, title: 'Dispatch board', text: 'Book, assign and follow every load from one screen.' },
  { icon: AutoAwesomeOutlined, title: 'AI load entry', text: 'Turn rate confirmations into loads in seconds.' },
  { icon: ReceiptLongOutlined, title: 'Driver statements', text: 'Settlements with deductions and recurring charges.' },
  { icon: InsightsOutlined, title: 'Analytics', text: 'Revenue, RPM and miles with scheduled reports.' },
];

/** The public front door; the full marketing site replaces this page. */
export function LandingPage() {
  useDocumentTitle('Fleet & dispatch platform for carriers');
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <BrandLogo size={34} />
          <Box sx={{ flex: 1 }} />
          <ThemeToggleButton />
          <Button component={RouterLink} to="/login" variant="contained">
            Sign In
          </Button>
        </Container>
      </Box>

      <Box component="main" sx={{ flex: 1 }}>
        <Container sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
          <Typography
            variant="overline"
            component="p"
            sx={{
              color: accentText,
              mb: 2,
              display: 'inline-block',
              px: 1.5,
              borderRadius: 5,
              bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
            }}
          >
            Built for trucking carriers
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, maxWidth: 820, mx: 'auto', mb: 3 }}
          >
            Fleet, dispatch and back office in one place
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 620, mx: 'auto', mb: 5 }}
          >
            Manage drivers, equipment, loads, fuel and driver pay without juggling spreadsheets.
          </Typography>
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            sx={{ px: 4, py: 1.5 }}
          >
            Open your workspace
          </Button>

          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: { xs: 8, md: 12 },
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              textAlign: 'left',
            }}
          >
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Box
                component="li"
                key={title}
                sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
              >
                <Box
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                    color: accentText,
                    bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} TMS
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
