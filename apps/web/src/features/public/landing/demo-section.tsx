import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { accentText } from '../../../app/theme/create-app-theme';
import { IconBadge } from '../components/icon-badge';
import { LazyDemoRequestForm } from '../demo-form/lazy-demo-request-form';
import { DEMO_FORM_ID } from '../public-paths';

const NEXT_STEPS = [
  {
    icon: AccessTimeRounded,
    title: 'A reply within 24 hours',
    text: 'Our sales team gets back to you to book a time.',
  },
  {
    icon: TuneRounded,
    title: 'A walkthrough of your fleet',
    text: 'We show the features that fit your size and work.',
  },
  {
    icon: RocketLaunchOutlined,
    title: 'Live in about 48 hours',
    text: 'Onboarding is free and telematics takes minutes.',
  },
] as const;

export function DemoSection() {
  return (
    <Box
      component="section"
      id={DEMO_FORM_ID}
      aria-labelledby="demo-title"
      sx={{
        scrollMarginTop: { xs: 64, md: 72 },
        py: { xs: 8, md: 12 },
        bgcolor: (t) => (t.palette.mode === 'dark' ? alpha('#000', 0.18) : alpha(t.palette.primary.main, 0.035)),
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: accentText, mb: 1.5 }}>
            Get a demo
          </Typography>
          <Typography
            id="demo-title"
            data-demo-heading
            tabIndex={-1}
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.4rem' }, lineHeight: 1.15, mb: 2, outline: 'none' }}
          >
            See it run with your own fleet
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.6, mb: 4 }}>
            Tell us about your company and we will set up a demo around your trucks, your drivers and the way you
            dispatch today.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {NEXT_STEPS.map((step) => (
              <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <IconBadge icon={step.icon} size={40} />
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.text}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            boxShadow: (t) =>
              t.palette.mode === 'dark' ? '0 24px 48px -24px rgba(0,0,0,0.6)' : '0 24px 48px -28px rgba(15,23,42,0.25)',
          }}
        >
          <Typography component="h3" variant="h6" sx={{ mb: 0.5 }}>
            Request your demo
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Fields marked * are required.
          </Typography>
          <LazyDemoRequestForm />
        </Box>
      </Container>
    </Box>
  );
}
