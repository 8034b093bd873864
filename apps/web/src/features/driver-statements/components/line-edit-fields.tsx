import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LINE_KIND_LABELS, type StatementLine } from '@tms/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import type { LineEditor } from './use-line-editor';

interface FieldProps {
  editor: LineEditor;
  line: StatementLine;
  field: 'description' | 'amount';
  /** On a phone the inputs carry their label; in the table the column header gives it. */
  phone: boolean;
}

/** An input of the line edited, named after the line for screen readers ("Amount of Tire"). */
export function LineEditField({ editor, line, field, phone }: FieldProps) {
  const name = field === 'amount' ? 'Amount' : 'Description';
  const amount = field === 'amount';
  return (
    <FormTextField
      control={editor.control}
      name={field}
      fullWidth
      label={phone ? name : undefined}
      disabled={editor.busy}
      onKeyDown={editor.keys}
      slotProps={{
        htmlInput: {
          'aria-label': `${name} of ${line.description}`,
          ...(amount ? { inputMode: 'decimal', style: { textAlign: 'right' } } : {}),
        },
        input: amount ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
        // The amount cell does not wrap; its message does.
        formHelperText: { sx: { mx: 0, whiteSpace: 'normal' } },
      }}
      sx={phone ? undefined : amount ? { width: 160, ml: 'auto' } : { minWidth: 180 }}
    />
  );
}

/** The table row's save and cancel while it is edited. */
export function LineSaveCancel({ editor, line }: { editor: LineEditor; line: StatementLine }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.25 }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') editor.stop();
      }}
    >
      <Tooltip title="Save (Enter)">
        <span>
          <IconButton
            size="small"
            color="primary"
            aria-label={`Save ${line.description}`}
            disabled={editor.busy}
            onClick={editor.save}
          >
            <CheckOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Cancel (Esc)">
        <span>
          <IconButton
            size="small"
            aria-label={`Cancel editing ${line.description}`}
            disabled={editor.busy}
            onClick={editor.stop}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

/** A line's edit and remove; focus comes back here when its edit ends. */
export function LineEditRemove({
  editor,
  line,
  onRemove,
}: {
  editor: LineEditor;
  line: StatementLine;
  onRemove: (line: StatementLine) => void;
}) {
  return (
    <Box component="span" data-line-actions={line.id}>
      <RowActionsMenu
        variant="buttons"
        label={line.description}
        actions={[
          { label: 'Edit', icon: EditOutlined, onClick: () => editor.start(line), disabled: editor.active },
          {
            label: 'Remove',
            icon: DeleteOutlined,
            onClick: () => onRemove(line),
            destructive: true,
            disabled: editor.active,
          },
        ]}
      />
    </Box>
  );
}

/** The line edited on a phone: its inputs one under the other, with Cancel and Save below. */
export function LineEditCard({ editor, line }: { editor: LineEditor; line: StatementLine }) {
  return (
    <Stack spacing={1.5} sx={{ pt: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {LINE_KIND_LABELS[line.kind]}
      </Typography>
      <LineEditField editor={editor} line={line} field="description" phone />
      <LineEditField editor={editor} line={line} field="amount" phone />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" disabled={editor.busy} onClick={editor.stop}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<CheckOutlined />}
          disabled={editor.busy}
          onClick={editor.save}
        >
          {editor.saving ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
