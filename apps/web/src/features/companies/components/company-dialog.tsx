import type { Company } from '@tms/domain';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyFormFields } from './company-form-fields';
import {
  type CompanyFormOutput,
  type CompanyFormValues,
  companyDialogSchema,
  companyFormDefaults,
  companyPayload,
} from './company-form-schema';

export const COMPANY_CREATED = 'Company created successfully';
export const COMPANY_UPDATED = 'Company updated successfully';
export const COMPANY_SAVE_FAILED = 'Failed to save company';

interface CompanyDialogProps {
  open: boolean;
  /** The company to edit; without one the dialog creates a company. */
  company?: Company | null;
  onClose: () => void;
}

export function CompanyDialog({ open, company, onClose }: CompanyDialogProps) {
  const notify = useNotify();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const dialog = useDialogForm<CompanyFormValues, CompanyFormOutput>({
    schema: companyDialogSchema,
    open,
    record: company ?? null,
    values: () => companyFormDefaults(company),
    failureText: COMPANY_SAVE_FAILED,
    mode: 'onChange',
    onSubmit: async (values) => {
      const body = companyPayload(values, company);
      if (company) {
        await update.mutateAsync({ id: company.id, body });
        notify(COMPANY_UPDATED, 'success');
      } else {
        await create.mutateAsync(body);
        notify(COMPANY_CREATED, 'success');
      }
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={company ? 'Edit Company' : 'Create New Company'}
      submitLabel={company ? 'Update' : 'Create'}
      dialog={dialog}
      onClose={onClose}
      requireValid
    >
      <CompanyFormFields form={dialog.form} />
    </FormDialog>
  );
}
