import { zodResolver } from '@hookform/resolvers/zod';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { documentUploadFields, formatFileSize } from '@tms/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FileDropZone } from '../../../components/file-drop-zone';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUploadDocument } from '../api/upload-document';
import type { DocumentContext } from './document-context';
import { documentTypeLabel } from './document-types';
import { acceptAttribute, kindsHint, sortChosenFiles } from './file-checks';
import { UploadFileRow } from './upload-file-row';
import { useUploadQueue } from './use-upload-queue';

export const DOCUMENT_UPLOADED = 'Document uploaded successfully';

// The widget's fields are the upload call's own, checked by the same schema.
const fieldsSchema = documentUploadFields.pick({ document_type: true, description: true, tags: true });
type FieldsInput = z.input<typeof fieldsSchema>;
type FieldsOutput = z.output<typeof fieldsSchema>;

interface DocumentUploadWidgetProps {
  context: DocumentContext;
  /** Called once a batch is stored, e.g. to fold the widget away. */
  onUploaded?: () => void;
}

/**
 * The reusable uploader of spec 2: drop or pick files, an optional type (each waiting file may
 * take another), a description and comma-separated tags, real progress per file and cancel while a
 * file is on its way. Nothing goes up before "Upload" is pressed.
 */
export function DocumentUploadWidget({ context, onUploaded }: DocumentUploadWidgetProps) {
  const notify = useNotify();
  const upload = useUploadDocument();
  const queue = useUploadQueue();
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const form = useForm<FieldsInput, unknown, FieldsOutput>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { document_type: context.defaultType, description: '', tags: '' },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  // A file without a type of its own goes up as the one chosen here (at first the open tab's).
  const widgetType = useWatch({ control: form.control, name: 'document_type' });
  const ready = queue.items.filter((i) => i.status === 'ready' || i.status === 'failed');

  const choose = (files: File[]) => {
    const { accepted, refused } = sortChosenFiles(files, context.rule, context.multiple);
    queue.add(accepted, refused);
  };

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { stored, failures } = await queue.start(ready, (item, onProgress, signal) =>
        upload(
          {
            file: item.file,
            owner: context.owner,
            documentType: item.documentType ?? values.document_type,
            description: values.description,
            tags: values.tags,
          },
          { onProgress, signal },
        ),
      );
      if (failures.length > 0)
        notify(failures.length === 1 ? String(failures[0]) : `${failures.length} uploads failed`, 'error');
      if (stored > 0) notify(stored === 1 ? DOCUMENT_UPLOADED : `${stored} documents uploaded successfully`, 'success');
      if (stored > 0 && failures.length === 0) {
        form.reset({ document_type: context.defaultType, description: '', tags: '' });
        queue.clear();
        onUploaded?.();
      }
    } finally {
      setBusy(false);
    }
  });

  const hint = `${kindsHint(context.rule)} · up to ${formatFileSize(context.rule.maxBytes)}${
    context.multiple ? ' each' : ''
  }`;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FileDropZone
        onFiles={choose}
        accept={acceptAttribute(context.rule)}
        multiple={context.multiple}
        disabled={busy}
        what={context.multiple ? 'files' : 'a file'}
        hint={hint}
        inputLabel={context.multiple ? 'Choose files to upload' : 'Choose a file to upload'}
      />
      {queue.items.length > 0 && (
        <Box component="ul" aria-label="Files to upload" id={listId} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {queue.items.map((item) => (
            <UploadFileRow
              key={item.key}
              item={item}
              onRemove={() => queue.remove(item.key)}
              typeChoice={
                context.types.length > 1
                  ? {
                      types: context.types,
                      value: item.documentType ?? widgetType,
                      onChange: (type) => queue.setType(item.key, type),
                      disabled: busy,
                    }
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {context.types.length > 1 && (
          <Controller
            control={form.control}
            name="document_type"
            render={({ field }) => (
              <TextField
                select
                label="Document type"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={busy}
                error={Boolean(errors.document_type)}
                helperText={errors.document_type?.message}
              >
                {context.types.map((t) => (
                  <MenuItem key={t} value={t}>
                    {documentTypeLabel(t)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <FormTextField
          size="medium"
          control={form.control}
          name="tags"
          hint="Separate tags with commas"
          label="Tags"
          disabled={busy}
        />
        <FormTextField
          size="medium"
          control={form.control}
          name="description"
          label="Description"
          multiline
          minRows={2}
          disabled={busy}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
      {ready.some((i) => i.status === 'failed') && !busy && (
        <Alert severity="error">Some files did not upload. Fix the problem shown and upload them again.</Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<CloudUploadOutlined />}
          disabled={busy || ready.length === 0}
          aria-describedby={queue.items.length > 0 ? listId : undefined}
        >
          {busy ? 'Uploading...' : ready.length > 1 ? `Upload ${ready.length} files` : 'Upload'}
        </Button>
      </Box>
    </Box>
  );
}
