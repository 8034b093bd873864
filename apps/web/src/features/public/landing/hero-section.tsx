import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { accentText } from '../../../app/theme/create-app-theme';
import { publicLinkProps } from '../public-link';
import { demoFormLinkProps } from '../use-demo-form-link';
import { ScreenshotCarousel } from './screenshot-carousel';

const PROMISES = ['Plans from $199/month', '30-day money-back guarantee', 'Live in about 48 hours'] as const;

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ position: 'relative', overflow: 'hidden', pt: { xs: 6, md: 10 }, pb: { xs: 8, md: 12 } }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          background: (t) =>
            `radial-gradient(60% 50% at 85% 0%, ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.22 : 0.12)} 0%, transparent 70%), radial-gradient(40% 40% at 0% 30%, ${alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.12 : 0.08)} 0%, transparent 70%)`,
        }}
      />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          display: 'grid',
          gap: { xs: 7, md: 6, lg: 8 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            variant="body2"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mb: 3,
              px: 1.5,
              py: 0.5,
              borderRadius: 5,
              fontWeight: 600,
              color: accentText,
              bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.08),
              border: 1,
              borderColor: (t) => alpha(t.palette.primary.main, 0.25),
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'primary.main' }}
            />
            Built for trucking carriers
          </Typography>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{
              fontSize: { xs: '2.35rem', sm: '3rem', lg: '3.6rem' },
              lineHeight: 1.08,
              letterSpacing: '-0.03em',
              mb: 3,
            }}
          >
            Fleet, dispatch and back office in{' '}
            <Box component="span" sx={{ color: accentText }}>
              one place
            </Box>
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.6, mb: 4, maxWidth: 540 }}
          >
            Dispatch loads, keep your fleet compliant, settle with drivers and see your numbers, without juggling
            spreadsheets.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 4 }}>
            <Button
              variant="contained"
              size="large"
              endIcon={<ArrowForwardRounded />}
              {...demoFormLinkProps()}
              sx={{ px: 3, py: 1.4, fontSize: '1rem' }}
            >
              Get Demo
            </Button>
            <Button
              variant="outlined"
              size="large"
              {...publicLinkProps('/pricing')}
              sx={{ px: 3, py: 1.4, fontSize: '1rem' }}
            >
              See pricing
            </Button>
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            {PROMISES.map((promise) => (
              <Typography
                component="li"
                variant="body2"
                color="text.secondary"
                key={promise}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                <CheckCircleRounded aria-hidden sx={{ fontSize: 18, color: accentText }} />
                {promise}
              </Typography>
            ))}
          </Box>
        </Box>
        <ScreenshotCarousel />
      </Container>
    </Box>
  );
}
