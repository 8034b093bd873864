import Alert from '@mui/material/Alert';
import type { Company } from '@tms/domain';
import { useState } from 'react';
import { ApiError, serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCompany } from '../api/delete-company';
import { type CompanyStats, getCompanyStats } from '../api/get-company-stats';

export const COMPANY_DELETED = 'Company deleted successfully';
export const COMPANY_DELETE_FAILED = 'Failed to delete company';
export const FORCE_DELETE_LABEL = 'Delete company and all its data';

interface DeleteCompanyDialogProps {
  company: Company | null;
  onClose: () => void;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function holdings(stats: CompanyStats): string {
  const parts = [
    stats.user_count && count(stats.user_count, 'user'),
    stats.customer_count && count(stats.customer_count, 'customer'),
    stats.document_count && count(stats.document_count, 'document'),
    stats.division_count && count(stats.division_count, 'division'),
  ].filter((p): p is string => Boolean(p));
  if (parts.length < 2) return parts[0] ?? 'data';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Says what would go with the company, in people's words rather than the server's. */
async function describeData(id: number, fallback: string | undefined): Promise<string> {
  try {
    const stats = await getCompanyStats(id);
    return `This company still has ${holdings(stats)}. Deleting it removes all of its data for good; this cannot be undone.`;
  } catch {
    return fallback ?? 'This company still has data. Deleting it removes all of its data for good.';
  }
}

/**
 * Asks before deleting. A company that still holds data is refused by the server (409); the
 * dialog then shows why and offers the stronger action that removes the data too.
 */
export function DeleteCompanyDialog({ company, onClose }: DeleteCompanyDialogProps) {
  const notify = useNotify();
  const mutation = useDeleteCompany();
  const [blocker, setBlocker] = useState<string | null>(null);

  const close = () => {
    setBlocker(null);
    onClose();
  };

  const confirm = async () => {
    if (!company) return;
    const force = blocker !== null;
    try {
      await mutation.mutateAsync({ id: company.id, force });
      notify(COMPANY_DELETED, 'success');
      close();
    } catch (error) {
      if (!force && error instanceof ApiError && error.status === 409) {
        setBlocker(await describeData(company.id, serverDetail(error)));
        return;
      }
      notify(COMPANY_DELETE_FAILED, 'error');
    }
  };

  return (
    <ConfirmDialog
      open={company !== null}
      title={blocker ? 'Delete company and its data?' : 'Delete company?'}
      message={`Are you sure you want to delete ${company?.name ?? 'this company'}?`}
      confirmLabel={blocker ? FORCE_DELETE_LABEL : 'Delete'}
      busyLabel="Deleting..."
      destructive
      busy={mutation.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {blocker && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {blocker}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
