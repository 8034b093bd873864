import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { hasCapability } from '@tms/domain';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { CompanyAutocomplete } from '../../components/company-autocomplete';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useCompanyOption } from '../../components/use-company-options';
import { useDocumentTitle } from '../../components/use-document-title';
import { CompanyFeaturesPanel } from './components/company-features-panel';

const TITLE = 'Company Permissions';

/** The chosen company is in the URL (?company=7), so the page can be linked and reloaded. */
function useChosenCompany() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('company'));
  const companyId = Number.isInteger(id) && id > 0 ? id : null;
  const choose = (next: number | null) =>
    setParams((p) => {
      if (next === null) p.delete('company');
      else p.set('company', String(next));
      return p;
    });
  return [companyId, choose] as const;
}

export function CompanyPermissionsPage() {
  useDocumentTitle(TITLE);
  const { roleNames } = useSession();
  const [companyId, choose] = useChosenCompany();
  const company = useCompanyOption(companyId);
  const allowed = hasCapability(roleNames, 'company_permissions');

  return (
    <>
      <PageHeader title={TITLE} description="Choose the plan of each carrier company and the features it may use." />
      {!allowed ? (
        <AccessDenied reason="Company permissions are managed by platform administrators." />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
            <Box sx={{ maxWidth: 480 }}>
              <CompanyAutocomplete
                value={companyId}
                onChange={(id) => choose(id)}
                label="Company"
                placeholder="Search by name, alias, MC or DOT"
              />
            </Box>
          </Paper>
          {companyId === null ? (
            <EmptyState
              icon={TuneOutlined}
              title="Choose a company"
              description="Pick a carrier company to see its plan and switch features on or off for it."
            />
          ) : (
            <CompanyFeaturesPanel
              key={companyId}
              companyId={companyId}
              companyName={company.data?.name ?? 'this company'}
            />
          )}
        </Box>
      )}
    </>
  );
}
