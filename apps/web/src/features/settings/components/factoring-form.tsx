import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  FACTORING_MESSAGES,
  type FactoringSettings,
  type FactoringSettingsInput,
  type FactoringSettingsUpdate,
  factoringNoticeTemplate,
  factoringSettingsUpdate,
} from '@tms/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdateFactoringSettings } from '../api/update-factoring-settings';

export const FACTORING_SAVE_FAILED = 'Failed to save the factoring settings';

const valuesOf = (s: FactoringSettings): FactoringSettingsInput => ({
  enabled: s.enabled,
  name: s.name ?? '',
  email: s.email ?? '',
  remit_to: s.remit_to ?? '',
  notice: s.notice ?? '',
});

interface FactoringFormProps {
  settings: FactoringSettings;
  onDone: () => void;
}

/** The factoring company: while on, every field is required and invoices print the notice and remit-to. */
export function FactoringForm({ settings, onDone }: FactoringFormProps) {
  const notify = useNotify();
  const update = useUpdateFactoringSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FactoringSettingsInput, unknown, FactoringSettingsUpdate>({
    resolver: zodResolver(factoringSettingsUpdate),
    defaultValues: valuesOf(settings),
    mode: 'onChange',
  });
  const { isSubmitting, isDirty, isValid } = form.formState;
  const [name, notice] = useWatch({ control: form.control, name: ['name', 'notice'] });

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notify(FACTORING_MESSAGES.saved, 'success');
      onDone();
    } catch (error) {
      setFailure(serverDetail(error) ?? FACTORING_SAVE_FAILED);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Factoring settings">
      {failure && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      <FormSwitch
        control={form.control}
        name="enabled"
        label="Factor our invoices"
        hint="Invoices print the notice and the remit-to below, and invoiced loads can be submitted"
        onChecked={() => void form.trigger()}
      />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
        <FormTextField control={form.control} name="name" label="Factoring company" />
        <FormTextField
          control={form.control}
          name="email"
          label="E-mail for schedules"
          type="email"
          hint="Schedules of accounts and packets go here"
        />
        <FormTextField
          control={form.control}
          name="remit_to"
          label="Remit-to address"
          multiline
          minRows={2}
          hint="Printed on invoices as where to pay"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={form.control}
          name="notice"
          label="Notice of assignment"
          multiline
          minRows={3}
          hint="Printed on every invoice while factoring is on"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button
          color="inherit"
          disabled={Boolean(notice?.trim())}
          onClick={() =>
            form.setValue('notice', factoringNoticeTemplate(name?.trim() ?? ''), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        >
          Use standard notice
        </Button>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button onClick={onDone} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            loadingPosition="start"
            disabled={!isDirty || !isValid}
          >
            {isSubmitting ? 'Saving...' : 'Save Factoring'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
