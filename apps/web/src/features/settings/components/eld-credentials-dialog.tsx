import Typography from '@mui/material/Typography';
import { ELD_CREDENTIAL_LABELS, type EldProviderCode, integrationCredentialsInput } from '@tms/domain';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import type { CompanyIntegrationRow } from '../api/list-company-integrations';
import { useSaveIntegrationCredentials } from '../api/save-integration-credentials';

type CredentialsInput = z.input<typeof integrationCredentialsInput>;
type CredentialsOutput = z.output<typeof integrationCredentialsInput>;

interface EldCredentialsDialogProps {
  open: boolean;
  row: CompanyIntegrationRow;
  code: EldProviderCode;
  onClose: () => void;
}

/** Enters or replaces the key a provider gave the company; it is never shown again once saved. */
export function EldCredentialsDialog({ open, row, code, onClose }: EldCredentialsDialogProps) {
  const notify = useNotify();
  const save = useSaveIntegrationCredentials();
  const { label, help } = ELD_CREDENTIAL_LABELS[code];
  const replacing = Boolean(row.sync?.credentials_hint);
  const name = row.integration.name;
  const dialog = useDialogForm<CredentialsInput, CredentialsOutput>({
    schema: integrationCredentialsInput,
    open,
    record: row.integration_id,
    values: () => ({ api_token: '' }),
    failureText: `Failed to save the ${label}`,
    onSubmit: async (body) => {
      await save.mutateAsync({ integrationId: row.integration_id, body });
      notify(`${name} ${label} saved`, 'success');
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={replacing ? `Replace ${name} ${label}` : `Connect ${name}`}
      submitLabel={replacing ? 'Replace' : 'Connect'}
      dialog={dialog}
      onClose={onClose}
      maxWidth="xs"
      intro={
        <Typography variant="body2" color="text.secondary">
          {replacing
            ? `The stored ${label} (${row.sync?.credentials_hint}) is replaced and the next sync uses the new one. `
            : `Drivers' hours and truck locations are read from ${name} with this ${label}. `}
          It is stored encrypted and never shown again.
        </Typography>
      }
    >
      <FormTextField
        control={dialog.form.control}
        name="api_token"
        label={label}
        password
        required
        autoFocus
        autoComplete="new-password"
        hint={help}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
      />
    </FormDialog>
  );
}
