import { zodResolver } from '@hookform/resolvers/zod';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Company } from '@tms/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      {/* Mounted per opening and per company, so the form always starts from the record's values. */}
      {open && <CompanyDialogBody key={company?.id ?? 'new'} titleId={titleId} company={company} onClose={onClose} />}
    </Dialog>
  );
}

interface CompanyDialogBodyProps {
  titleId: string;
  company: Company | null | undefined;
  onClose: () => void;
}

function CompanyDialogBody({ titleId, company, onClose }: CompanyDialogBodyProps) {
  const notify = useNotify();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const editing = Boolean(company);
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyDialogSchema),
    mode: 'onChange',
    defaultValues: companyFormDefaults(company),
  });
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    const body = companyPayload(values, company);
    try {
      if (company) {
        await update.mutateAsync({ id: company.id, body });
        notify(COMPANY_UPDATED, 'success');
      } else {
        await create.mutateAsync(body);
        notify(COMPANY_CREATED, 'success');
      }
      onClose();
    } catch (error) {
      notify(serverDetail(error) ?? COMPANY_SAVE_FAILED, 'error');
    }
  });

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {editing ? 'Edit Company' : 'Create New Company'}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <CompanyFormFields form={form} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !form.formState.isValid}>
          {busy ? 'Saving...' : editing ? 'Update' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
