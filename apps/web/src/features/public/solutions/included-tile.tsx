import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { accentText } from '../../../app/theme/create-app-theme';
import { publicLinkProps } from '../public-link';

const INCLUDED = [
  'Unlimited users',
  'Free onboarding',
  '30-day money-back guarantee',
  'Support replies within 4 hours',
];

/** What every plan includes, filling the last row of the solutions grid. */
export function IncludedTile() {
  return (
    <Box
      component="li"
      sx={{
        gridColumn: { md: 'span 2' },
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: (t) => alpha(t.palette.primary.main, 0.35),
        background: (t) =>
          `linear-gradient(135deg, ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.2 : 0.08)}, ${alpha(t.palette.secondary.main, 0.04)})`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <Box>
        <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', mb: 2 }}>
          Included in every plan
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, gridTemplateColumns: { sm: '1fr 1fr' } }}
        >
          {INCLUDED.map((item) => (
            <Typography
              key={item}
              component="li"
              sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 500 }}
            >
              <CheckCircleRounded aria-hidden sx={{ fontSize: 20, color: accentText }} />
              {item}
            </Typography>
          ))}
        </Box>
      </Box>
      <Button
        variant="outlined"
        endIcon={<ArrowForwardRounded />}
        {...publicLinkProps('/pricing')}
        sx={{ alignSelf: 'flex-start' }}
      >
        See pricing
      </Button>
    </Box>
  );
}
