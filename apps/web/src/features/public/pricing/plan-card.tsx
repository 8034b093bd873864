import CheckRounded from '@mui/icons-material/CheckRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { FEATURE_INFO, FEATURES, type Plan, yearlySavingPercent } from '@tms/domain';
import { accentText } from '../../../app/theme/create-app-theme';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { publicLinkProps } from '../public-link';
import type { BillingPeriod } from './billing-period-toggle';
import { formatPrice } from './format-price';

const EVERY_PLAN = ['Dispatch, fleet and load accounting', 'Unlimited users', 'Free onboarding'] as const;

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  highlighted?: boolean;
}

export function PlanCard({ plan, period, highlighted = false }: PlanCardProps) {
  const yearly = period === 'yearly';
  const saving = yearlySavingPercent(plan);
  const titleId = `plan-${plan.code}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        boxShadow: (t) =>
          highlighted
            ? `0 24px 48px -24px ${alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.6 : 0.45)}`
            : 'none',
      }}
    >
      {highlighted && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            top: -13,
            left: '50%',
            transform: 'translateX(-50%)',
            px: 1.5,
            py: 0.25,
            borderRadius: 99,
            fontWeight: 700,
            letterSpacing: '0.04em',
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            whiteSpace: 'nowrap',
          }}
        >
          ALL FEATURES
        </Typography>
      )}
      <Typography id={titleId} component="h2" variant="h5">
        {plan.plan}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {plan.fleetSize}
      </Typography>

      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, mt: 3 }}>
        <Typography
          component="p"
          sx={{ fontSize: '2.75rem', fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1 }}
        >
          {formatPrice(yearly ? plan.yearlyPrice : plan.monthlyPrice)}
        </Typography>
        <Typography color="text.secondary">/month</Typography>
      </Box>
      <Box sx={{ minHeight: 52, mt: 1.5 }}>
        {yearly ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {formatPrice(plan.yearlyTotal)} billed yearly
            </Typography>
            <Typography variant="body2" sx={{ color: accentText, fontWeight: 600, mt: 0.5 }}>
              Save {saving}% compared with monthly
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Billed monthly, or {formatPrice(plan.yearlyPrice)}/month billed yearly
          </Typography>
        )}
      </Box>

      <Button
        variant={highlighted ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        {...publicLinkProps('/contact')}
        sx={{ mt: 3, py: 1.25 }}
      >
        Choose {plan.plan}
      </Button>

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3.5, display: 'grid', gap: 1.25 }}>
        {EVERY_PLAN.map((item) => (
          <Typography key={item} component="li" variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CheckRounded aria-hidden sx={{ fontSize: 18, color: accentText }} />
            {item}
          </Typography>
        ))}
        {FEATURES.map((feature) => {
          const included = plan.features.includes(feature);
          return (
            <Typography
              key={feature}
              component="li"
              variant="body2"
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                color: included ? 'text.primary' : 'text.secondary',
              }}
            >
              {included ? (
                <CheckRounded aria-hidden sx={{ fontSize: 18, color: accentText }} />
              ) : (
                <RemoveRounded aria-hidden sx={{ fontSize: 18 }} />
              )}
              <span>
                {FEATURE_INFO[feature].label}
                {!included && <VisuallyHidden> (not included)</VisuallyHidden>}
              </span>
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
