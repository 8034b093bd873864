import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate, formatUsd, LINE_KIND_LABELS, type StatementLine } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import type { DataTableColumn } from '../../../components/data-table';
import { LineCardSummary, LineCards } from './line-cards';
import { LineEditCard, LineEditField, LineEditRemove, LineSaveCancel } from './line-edit-fields';
import { LineTable } from './statement-lines';
import { type LineEditorOptions, useLineEditor } from './use-line-editor';

interface Props extends LineEditorOptions {
  label: string;
  empty: string;
  /** Deductions are shown with a minus sign. */
  negative: boolean;
  onRemove: (line: StatementLine) => void;
}

/** Lines a user may edit by hand; load pay and carried balances follow the loads and earlier statements. */
const editable = (l: StatementLine) => l.kind !== 'load_pay' && l.kind !== 'carry_over';

const amountText = (v: string, negative: boolean) => (
  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
    {negative && v !== '0.00' ? `-${formatUsd(v)}` : formatUsd(v)}
  </Typography>
);

/**
 * The additions or deductions of a statement. In a draft, a line's edit button turns its row into
 * inputs for the description and amount (`useLineEditor`): Enter saves, Escape cancels, and the
 * domain's schema checks the values before they are sent with the version the edit started from.
 */
export function EditableLineTable({ label, rows, empty, negative, onRemove, ...options }: Props) {
  const editor = useLineEditor({ rows, ...options });
  const { draft } = options;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const field = (l: StatementLine, name: 'description' | 'amount') => (
    <LineEditField editor={editor} line={l} field={name} phone={phone} />
  );
  const editRemove = (l: StatementLine) => <LineEditRemove editor={editor} line={l} onRemove={onRemove} />;

  const columns: DataTableColumn<StatementLine>[] = [
    { id: 'kind', header: 'Type', noWrap: true, render: (l) => LINE_KIND_LABELS[l.kind] },
    {
      id: 'description',
      header: 'Description',
      minWidth: 200,
      render: (l) => (editor.isEditing(l) ? field(l, 'description') : l.description),
    },
    { id: 'date', header: 'Date', noWrap: true, render: (l) => (l.line_date ? formatDate(l.line_date) : '—') },
    {
      id: 'balance',
      header: 'Balance after',
      align: 'right',
      noWrap: true,
      render: (l) => (l.balance_after === null ? '—' : formatUsd(l.balance_after)),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      noWrap: true,
      render: (l) => (editor.isEditing(l) ? field(l, 'amount') : amountText(l.amount, negative)),
    },
    ...(draft
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            noWrap: true,
            stickyEnd: true,
            render: (l: StatementLine) =>
              !editable(l) ? null : editor.isEditing(l) ? <LineSaveCancel editor={editor} line={l} /> : editRemove(l),
          },
        ]
      : []),
  ];

  return (
    <>
      {editor.failure !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} action={editor.reloadAction}>
          {errorText(editor.failure)}
        </Alert>
      )}
      {phone ? (
        <LineCards label={label} rows={rows} empty={empty}>
          {(l) =>
            editor.isEditing(l) ? (
              <LineEditCard editor={editor} line={l} />
            ) : (
              <LineCardSummary
                line={l}
                amount={amountText(l.amount, negative)}
                actions={draft && editable(l) ? editRemove(l) : null}
              />
            )
          }
        </LineCards>
      ) : (
        <LineTable label={label} rows={rows} columns={columns} empty={empty} />
      )}
    </>
  );
}
