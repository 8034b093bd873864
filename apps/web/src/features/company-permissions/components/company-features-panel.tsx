import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type PlanCode, planOf } from '@tms/domain';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { RetryAlert } from '../../../components/retry-alert';
import { type CompanyFeatureRow, useCompanyFeatureSettings } from '../api/get-company-features';
import { type CompanyFeaturesChange, useUpdateCompanyFeatures } from '../api/update-company-features';
import { FeatureRow } from './feature-row';
import { PlanPicker } from './plan-picker';

export const FEATURES_LOAD_FAILED = 'Failed to load company features';
export const FEATURES_UPDATE_FAILED = 'Failed to update company features';

interface CompanyFeaturesPanelProps {
  companyId: number;
  companyName: string;
}

export function CompanyFeaturesPanel({ companyId, companyName }: CompanyFeaturesPanelProps) {
  const notify = useNotify();
  const query = useCompanyFeatureSettings(companyId);
  const update = useUpdateCompanyFeatures();
  const settings = query.data;

  const save = async (change: CompanyFeaturesChange, success: string) => {
    try {
      await update.mutateAsync({ companyId, change });
      notify(success, 'success');
    } catch (error) {
      notify(serverDetail(error) ?? FEATURES_UPDATE_FAILED, 'error');
    }
  };

  // Switching a feature back to what the plan gives removes the override instead of pinning it,
  // so the company follows its plan again when the plan changes.
  const toggle = (row: CompanyFeatureRow) => {
    const next = !row.enabled;
    const override = next === row.in_plan ? null : next;
    void save(
      { overrides: { [row.feature]: override } },
      `${row.label} ${next ? 'enabled' : 'disabled'} for ${companyName}`,
    );
  };
  const reset = (row: CompanyFeatureRow) =>
    void save({ overrides: { [row.feature]: null } }, `${row.label} follows the plan again`);
  const changePlan = (plan: PlanCode | null) =>
    void save({ plan }, `${companyName} is now on ${planOf(plan)?.plan ?? 'no plan'}`);

  if (query.isError) {
    return <RetryAlert onRetry={() => void query.refetch()}>{FEATURES_LOAD_FAILED}</RetryAlert>;
  }

  const overrides = settings?.features.filter((f) => f.overridden) ?? [];
  const plan = planOf(settings?.plan);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              Plan
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {settings
                ? plan
                  ? `${plan.plan} includes ${plan.features.length} of ${settings.features.length} features. Switches below override it for ${companyName}.`
                  : `Without a plan ${companyName} gets every feature unless switched off below.`
                : 'Loading…'}
            </Typography>
          </Box>
          {settings ? (
            <PlanPicker value={settings.plan} onChange={changePlan} disabled={update.isPending} />
          ) : (
            <Skeleton variant="rounded" width={260} height={40} />
          )}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          sx={{
            px: { xs: 2, sm: 3 },
            py: 2,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              Features
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A feature switched off disappears from the menu of {companyName} and its API answers 403.
            </Typography>
          </Box>
          {overrides.length > 0 && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              disabled={update.isPending}
              onClick={() =>
                void save(
                  { overrides: Object.fromEntries(overrides.map((f) => [f.feature, null])) },
                  `All features of ${companyName} follow the plan again`,
                )
              }
            >
              Reset all to plan
            </Button>
          )}
        </Box>
        {settings
          ? settings.features.map((row) => (
              <FeatureRow key={row.feature} row={row} disabled={update.isPending} onToggle={toggle} onReset={reset} />
            ))
          : Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box key={i} sx={{ px: 3, py: 2, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
                <Skeleton width="30%" />
                <Skeleton width="60%" />
              </Box>
            ))}
      </Paper>
    </Box>
  );
}
