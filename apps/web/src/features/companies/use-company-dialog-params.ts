import type { ListParams } from '../../components/list/use-list-params';

export type CompanyDialogKind = 'new' | 'edit' | 'logo';

/**
 * The open dialog lives in the URL (?dialog=edit&company=7) next to the list's filters, so a
 * reload or a shared link opens the same dialog on the same company.
 */
export function useCompanyDialogParams(list: ListParams) {
  const raw = list.get('dialog');
  const kind: CompanyDialogKind | null = raw === 'new' || raw === 'edit' || raw === 'logo' ? raw : null;
  const id = Number(list.get('company'));
  const companyId = Number.isInteger(id) && id > 0 ? id : null;
  return {
    kind: kind === 'new' || companyId !== null ? kind : null,
    companyId,
    open: (next: CompanyDialogKind, company?: number) =>
      list.patch({ dialog: next, company: company ? String(company) : null }),
    close: () => list.patch({ dialog: null, company: null }, { replace: true }),
  };
}
