import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PLANS, yearlySavingPercent } from '@tms/domain';
import { useState } from 'react';
import { accentText } from '../../app/theme/create-app-theme';
import { useDocumentTitle } from '../../components/use-document-title';
import { SectionHeading } from './components/section-heading';
import { type BillingPeriod, BillingPeriodToggle } from './pricing/billing-period-toggle';
import { CustomPricingCard } from './pricing/custom-pricing-card';
import { PlanCard } from './pricing/plan-card';

/** The best yearly saving of any plan: the banner's "up to". */
const BEST_SAVING = Math.max(...PLANS.map(yearlySavingPercent));

export function PricingPage() {
  useDocumentTitle('Pricing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const yearly = period === 'yearly';
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 7, md: 11 }, pb: { xs: 8, md: 12 } }}>
      <SectionHeading
        pageTitle
        eyebrow="Pricing"
        title="Simple plans by fleet size"
        subtitle="Every plan includes unlimited users and free onboarding. Pay monthly, or yearly and save."
      />
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: -2, mb: { xs: 5, md: 7 } }}
      >
        <BillingPeriodToggle value={period} onChange={setPeriod} />
        <Typography
          role="status"
          variant="body2"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            borderRadius: 99,
            fontWeight: 600,
            color: yearly ? accentText : 'text.secondary',
            bgcolor: (t) =>
              yearly ? alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.18 : 0.1) : 'transparent',
          }}
        >
          <LocalOfferOutlined aria-hidden sx={{ fontSize: 18 }} />
          {yearly
            ? `Save up to ${BEST_SAVING}% with yearly billing`
            : `Switch to yearly billing to save up to ${BEST_SAVING}%`}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'stretch',
          mb: 3,
        }}
      >
        {PLANS.map((plan) => (
          <PlanCard key={plan.code} plan={plan} period={period} highlighted={plan.code === 'pro'} />
        ))}
      </Box>
      <CustomPricingCard />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
        Prices in US dollars. Every plan comes with a 30-day money-back guarantee.
      </Typography>
    </Container>
  );
}
