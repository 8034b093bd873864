import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconBadge } from '../components/icon-badge';
import { publicLinkProps } from '../public-link';

/** Fleets beyond the largest plan talk to sales. */
export function CustomPricingCard() {
  return (
    <Box
      component="article"
      aria-labelledby="custom-pricing-title"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconBadge icon={LocalShippingOutlined} size={52} />
      <Box sx={{ flex: 1 }}>
        <Typography id="custom-pricing-title" component="h2" variant="h6">
          More than 100 trucks?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Get a price built around your fleet, with the same unlimited users and free onboarding.
        </Typography>
      </Box>
      <Button variant="contained" size="large" endIcon={<ArrowForwardRounded />} {...publicLinkProps('/contact')}>
        Get custom pricing
      </Button>
    </Box>
  );
}
