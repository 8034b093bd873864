import Add from '@mui/icons-material/Add';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Button from '@mui/material/Button';
import { type Company, hasCapability } from '@tms/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { AccessDenied } from '../../components/access-denied';
import { ListEmpty } from '../../components/list/list-empty';
import { ListFilters } from '../../components/list/list-filters';
import { ListScaffold } from '../../components/list/list-scaffold';
import { useListParams } from '../../components/list/use-list-params';
import { PageHeader } from '../../components/page-header';
import { useCountries } from '../../components/use-countries';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCompany } from './api/get-company';
import { useCompanies } from './api/list-companies';
import { useSetCompanyActive } from './api/set-company-active';
import { type CompanyAction, companyColumns } from './components/company-columns';
import { CompanyDialog } from './components/company-dialog';
import { CompanyLogoDialog } from './components/company-logo-dialog';
import { DeleteCompanyDialog } from './components/delete-company-dialog';
import { useCompanyDialogParams } from './use-company-dialog-params';

export const COMPANIES_LOAD_FAILED = 'Failed to load companies';
export const COMPANY_STATUS_FAILED = 'Failed to update company status';
export const COMPANY_ACTIVATED = 'Company activated successfully';
export const COMPANY_DEACTIVATED = 'Company deactivated successfully';
export const COMPANY_PAGE_SIZES = [5, 10, 25, 50] as const;

export function CompaniesPage() {
  useDocumentTitle('Company Management');
  const { roleNames } = useSession();
  if (!hasCapability(roleNames, 'company_management')) {
    return (
      <>
        <PageHeader title="Company Management" />
        <AccessDenied reason="Company management is for platform administrators." />
      </>
    );
  }
  return <CompanyManagement />;
}

function CompanyManagement() {
  const notify = useNotify();
  const list = useListParams({ defaultPageSize: 10, pageSizes: COMPANY_PAGE_SIZES });
  const dialog = useCompanyDialogParams(list);
  const query = useCompanies({
    skip: list.skip,
    limit: list.pageSize,
    activeOnly: list.activeOnly,
    search: list.search,
  });
  const rows = query.data?.companies ?? [];
  const rowOf = (id: number | null) => rows.find((c) => c.id === id);
  const dialogCompany = useCompany(
    dialog.kind && dialog.kind !== 'new' ? dialog.companyId : null,
    rowOf(dialog.companyId),
  );
  const setActive = useSetCompanyActive();
  const [deleting, setDeleting] = useState<Company | null>(null);
  const countries = useCountries();

  useEffect(() => {
    if (query.isError) notify(COMPANIES_LOAD_FAILED, 'error');
  }, [query.isError, notify]);

  const toggleActive = async (company: Company) => {
    const active = !company.active;
    try {
      await setActive.mutateAsync({ id: company.id, active });
      notify(active ? COMPANY_ACTIVATED : COMPANY_DEACTIVATED, 'success');
    } catch {
      notify(COMPANY_STATUS_FAILED, 'error');
    }
  };

  const countryNames = useMemo(
    () => new Map((countries.data ?? []).map((c) => [c.code.toUpperCase(), c.name])),
    [countries.data],
  );
  const onAction = (action: CompanyAction, company: Company) => {
    if (action === 'edit') dialog.open('edit', company.id);
    else if (action === 'logo') dialog.open('logo', company.id);
    else if (action === 'delete') setDeleting(company);
    else void toggleActive(company);
  };
  const columns = companyColumns({
    countryName: (code) => countryNames.get(code.toUpperCase()) ?? code,
    onAction,
  });

  const filtered = Boolean(list.search) || list.activeOnly;
  const company = dialogCompany.data ?? null;

  return (
    <ListScaffold
      title="Company Management"
      description="Carrier companies on the platform, their subscriptions and logos."
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => dialog.open('new')}>
          Add Company
        </Button>
      }
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Search companies', placeholder: 'Name, alias, MC or DOT number' }}
          switches={[{ key: 'active', label: 'Active only' }]}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching && !query.isLoading }}
        />
      }
      failure={query.isError ? { message: COMPANIES_LOAD_FAILED, onRetry: () => void query.refetch() } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'Companies',
        columns,
        rows,
        getRowId: (c) => c.id,
        loading: query.isLoading,
        minWidth: 960,
        empty: (
          <ListEmpty
            icon={ApartmentOutlined}
            noun="companies"
            filtered={filtered}
            onClear={() => list.clearFilters(['active'])}
            firstTime={{ title: 'No companies found', description: 'Add the first carrier company to the platform.' }}
          />
        ),
      }}
    >
      <CompanyDialog
        open={dialog.kind === 'new' || (dialog.kind === 'edit' && company !== null)}
        company={dialog.kind === 'edit' ? company : null}
        onClose={dialog.close}
      />
      <CompanyLogoDialog open={dialog.kind === 'logo' && company !== null} company={company} onClose={dialog.close} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
    </ListScaffold>
  );
}
