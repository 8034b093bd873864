import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEMO_REQUEST_STATUSES, type DemoRequest, demoRequestUpdate } from '@tms/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import type { DemoRequestChanges } from '../api/update-demo-request';
import { DEMO_REQUEST_STATUS_INFO } from './demo-request-status';

type FollowUpInput = z.input<typeof demoRequestUpdate>;

const NOTES_MAX = 2000;

interface DemoRequestFollowUpFormProps {
  request: DemoRequest;
  saving: boolean;
  onSave: (changes: DemoRequestChanges) => void;
}

/** Where the sales team records how far a request has come: its status and their notes. */
export function DemoRequestFollowUpForm({ request, saving, onSave }: DemoRequestFollowUpFormProps) {
  const form = useForm<FollowUpInput, unknown, DemoRequestChanges>({
    resolver: zodResolver(demoRequestUpdate),
    defaultValues: { status: request.status, notes: request.notes ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const notesLength = (form.watch('notes') ?? '').length;

  const submit = form.handleSubmit((values) => {
    onSave({ status: values.status, notes: values.notes ? values.notes : null });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <TextField
            select
            label="Status"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(errors.status)}
            helperText={
              errors.status?.message ?? (field.value ? DEMO_REQUEST_STATUS_INFO[field.value].hint : undefined)
            }
          >
            {DEMO_REQUEST_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {DEMO_REQUEST_STATUS_INFO[status].label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        size="medium"
        control={form.control}
        name="notes"
        hint={`${notesLength}/${NOTES_MAX}`}
        label="Notes"
        multiline
        minRows={4}
        maxRows={12}
        placeholder="Calls, e-mails, what they need, next steps…"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" disabled={!isDirty || saving} onClick={() => form.reset()}>
          Discard
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={saving}>
          Save changes
        </Button>
      </Box>
    </Box>
  );
}
