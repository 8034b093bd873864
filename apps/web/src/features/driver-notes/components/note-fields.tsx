import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NOTE_CATEGORIES, NOTE_CATEGORY_LABELS, NOTE_IMPORTANCES, NOTE_TYPE_LABELS, NOTE_TYPES } from '@tms/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface NoteFieldsProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** The type is chosen when adding only (spec 2: it cannot change on edit). */
  withType: boolean;
}

/** Title, content, type, importance and category of a note, for adding and for the inline edit. */
export function NoteFields<T extends FieldValues, O>({ control, withType }: NoteFieldsProps<T, O>) {
  const name = (n: string) => n as Path<T>;
  return (
    <>
      <FormTextField control={control} name={name('title')} label="Title" required fullWidth />
      <FormTextField
        control={control}
        name={name('content')}
        label="Content"
        required
        multiline
        minRows={3}
        fullWidth
      />
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
        {withType && (
          <FormTextField
            control={control}
            name={name('note_type')}
            label="Type"
            options={labelled(NOTE_TYPES, NOTE_TYPE_LABELS)}
          />
        )}
        <FormTextField
          control={control}
          name={name('importance')}
          label="Importance"
          options={NOTE_IMPORTANCES.map((i) => ({ value: i, label: cap(i) }))}
        />
        <FormTextField
          control={control}
          name={name('category')}
          label="Category"
          options={labelled(NOTE_CATEGORIES, NOTE_CATEGORY_LABELS)}
        />
      </div>
    </>
  );
}

/** Cancel and save under a note's fields; saving shows its spinner and blocks both. */
export function NoteFormActions({
  busy,
  saveLabel,
  onCancel,
}: {
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button color="inherit" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
        {busy ? 'Saving...' : saveLabel}
      </Button>
    </Box>
  );
}
