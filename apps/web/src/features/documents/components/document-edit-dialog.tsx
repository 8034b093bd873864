import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type DocumentRecord, documentUpdate } from '@tms/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdateDocument } from '../api/update-document';

type EditInput = z.input<typeof documentUpdate>;
type EditOutput = z.output<typeof documentUpdate>;

const valuesOf = (d: DocumentRecord | null): EditInput => ({ description: d?.description ?? '', tags: d?.tags ?? '' });

/** Edits a document's description and tags (spec 2: the only fields that change after upload). */
export function DocumentEditDialog({ document, onClose }: { document: DocumentRecord | null; onClose: () => void }) {
  const notify = useNotify();
  const update = useUpdateDocument();
  const titleId = useId();
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(documentUpdate),
    defaultValues: valuesOf(document),
    mode: 'onChange',
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (document) form.reset(valuesOf(document));
  }, [document, form]);

  const save = form.handleSubmit(async (values) => {
    if (!document) return;
    try {
      await update.mutateAsync({ id: document.id, description: values.description || null, tags: values.tags || null });
      notify('Document updated successfully', 'success');
      onClose();
    } catch (error) {
      notify(`Failed to update document: ${errorText(error)}`, 'error');
    }
  });

  return (
    <Dialog
      open={document !== null}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>Edit document</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {document?.original_filename}
          </Typography>
          <FormTextField
            size="medium"
            control={form.control}
            name="description"
            label="Description"
            multiline
            minRows={3}
            autoFocus
          />
          <FormTextField
            size="medium"
            control={form.control}
            name="tags"
            hint="Separate tags with commas"
            label="Tags"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || !form.formState.isValid}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
