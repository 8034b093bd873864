import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { teal } from '../../../app/theme/palette';
import { publicLinkProps } from '../public-link';
import { demoFormLinkProps } from '../use-demo-form-link';

/** The last word of a page: a demo or a talk with sales. */
export function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 5,
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            color: '#fff',
            background: `linear-gradient(135deg, ${teal[800]} 0%, ${teal[700]} 50%, #0b4f5c 100%)`,
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: 0.16,
              backgroundImage:
                'radial-gradient(circle at 15% 20%, #fff 0, transparent 35%), radial-gradient(circle at 90% 90%, #fff 0, transparent 30%)',
            }}
          />
          <Typography
            id="cta-title"
            variant="h3"
            component="h2"
            sx={{ position: 'relative', fontSize: { xs: '1.75rem', md: '2.5rem' }, lineHeight: 1.15, mb: 2 }}
          >
            Ready to run your fleet from one place?
          </Typography>
          <Typography
            sx={{
              position: 'relative',
              color: 'rgba(255,255,255,0.88)',
              fontSize: { md: '1.15rem' },
              maxWidth: 600,
              mx: 'auto',
              mb: 4,
            }}
          >
            Book a demo today and be up and running in about 48 hours, with a 30-day money-back guarantee.
          </Typography>
          <Box sx={{ position: 'relative', display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
            <Button
              size="large"
              endIcon={<ArrowForwardRounded />}
              {...demoFormLinkProps()}
              sx={{ px: 3, py: 1.4, bgcolor: '#fff', color: teal[800], '&:hover': { bgcolor: teal[50] } }}
            >
              Get Demo
            </Button>
            <Button
              size="large"
              variant="outlined"
              {...publicLinkProps('/contact')}
              sx={{
                px: 3,
                py: 1.4,
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.6)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Talk to sales
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
