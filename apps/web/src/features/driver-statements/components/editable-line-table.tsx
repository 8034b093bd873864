import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate, LINE_KIND_LABELS, type StatementLine, statementLineUpdate } from '@tms/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import type { DataTableColumn } from '../../../components/data-table';
import { useReloadLatest } from '../../../components/form/reload-latest';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { usd } from './statement-format';
import { LineTable } from './statement-lines';

type Field = 'description' | 'amount';

interface Editing {
  lineId: number;
  /** The statement's version when the edit began: a save after someone else's change is refused. */
  seen: number;
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  /** Why the last save failed. */
  failure: unknown;
  busy: boolean;
}

interface Props {
  label: string;
  rows: StatementLine[];
  empty: string;
  draft: boolean;
  /** Deductions are shown with a minus sign. */
  negative: boolean;
  /** The statement's version on screen. */
  version: number;
  onSave: (line: StatementLine, values: Record<Field, string>, version: number) => Promise<void>;
  onRemove: (line: StatementLine) => void;
  /** Loads the statement as it is now; answers its version and lines. */
  onReload: () => Promise<{ version: number; lines: StatementLine[] }>;
}

/** Lines a user may edit by hand; load pay and carried balances follow the loads and earlier statements. */
const editable = (l: StatementLine) => l.kind !== 'load_pay' && l.kind !== 'carry_over';

const amountText = (v: string, negative: boolean) => (
  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
    {negative && v !== '0.00' ? `-${usd(v)}` : usd(v)}
  </Typography>
);

/**
 * The additions or deductions of a statement. In a draft, a line's edit button turns its row into
 * inputs for the description and amount: Enter saves, Escape cancels, and the domain's schema
 * checks the values before they are sent with the version the edit started from.
 */
export function EditableLineTable({ label, rows, empty, draft, negative, version, onSave, onRemove, onReload }: Props) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const firstInput = useRef<HTMLInputElement | null>(null);
  const focusAfter = useRef<number | null>(null);

  // A statement approved meanwhile (or a line removed) ends the edit.
  useEffect(() => {
    if (editing && (!draft || !rows.some((l) => l.id === editing.lineId))) setEditing(null);
  }, [draft, rows, editing]);

  // Keyboard users land back on the row's edit button when the edit ends.
  useEffect(() => {
    if (editing || focusAfter.current === null) return;
    const id = focusAfter.current;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-line-actions="${id}"] button`)?.focus();
  }, [editing]);

  const start = (line: StatementLine) => {
    setEditing({
      lineId: line.id,
      seen: version,
      values: { description: line.description, amount: line.amount },
      errors: {},
      failure: null,
      busy: false,
    });
    requestAnimationFrame(() => firstInput.current?.focus());
  };

  const stop = () => {
    if (editing) focusAfter.current = editing.lineId;
    setEditing(null);
  };

  const change = (field: Field, value: string) =>
    setEditing((e) =>
      e ? { ...e, values: { ...e.values, [field]: value }, errors: { ...e.errors, [field]: undefined } } : e,
    );

  const save = async () => {
    if (!editing || busy) return;
    const line = rows.find((l) => l.id === editing.lineId);
    if (!line) return;
    const parsed = statementLineUpdate.safeParse(editing.values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setEditing({ ...editing, errors });
      return;
    }
    setEditing({ ...editing, busy: true, failure: null });
    try {
      await onSave(
        line,
        { description: parsed.data.description ?? '', amount: parsed.data.amount ?? '' },
        editing.seen,
      );
      stop();
    } catch (e) {
      setEditing((now) => (now ? { ...now, busy: false, failure: e } : now));
    }
  };

  /** Takes what the other person saved: the row shows the latest values and the edit goes on from them. */
  const reloadLatest = useReloadLatest({
    error: editing?.failure,
    reload: async () => {
      if (!editing) return;
      const latest = await onReload();
      const line = latest.lines.find((l) => l.id === editing.lineId);
      setEditing(
        line
          ? {
              lineId: line.id,
              seen: latest.version,
              values: { description: line.description, amount: line.amount },
              errors: {},
              failure: null,
              busy: false,
            }
          : null,
      );
    },
    settle: (e) => e && setEditing((now) => (now ? { ...now, failure: e } : now)),
  });
  const busy = Boolean(editing?.busy) || reloadLatest.reloading;

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    }
  };

  const isEditing = (l: StatementLine) => editing?.lineId === l.id;
  const input = (l: StatementLine, field: Field, name: string) => {
    const error = editing?.errors[field];
    return (
      <TextField
        size="small"
        fullWidth
        label={phone ? name : undefined}
        value={editing?.values[field] ?? ''}
        error={Boolean(error)}
        helperText={error}
        disabled={busy}
        inputRef={field === 'description' ? firstInput : undefined}
        onChange={(e) => change(field, e.target.value)}
        onKeyDown={keys}
        slotProps={{
          htmlInput: {
            'aria-label': `${name} of ${l.description}`,
            ...(field === 'amount' ? { inputMode: 'decimal', style: { textAlign: 'right' } } : {}),
          },
          input:
            field === 'amount' ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
          // The amount cell does not wrap; its message does.
          formHelperText: { sx: { mx: 0, whiteSpace: 'normal' } },
        }}
        sx={phone ? undefined : field === 'amount' ? { width: 160, ml: 'auto' } : { minWidth: 180 }}
      />
    );
  };

  const saveCancel = (l: StatementLine) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.25 }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') stop();
      }}
    >
      <Tooltip title="Save (Enter)">
        <span>
          <IconButton
            size="small"
            color="primary"
            aria-label={`Save ${l.description}`}
            disabled={busy}
            onClick={() => void save()}
          >
            <CheckOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Cancel (Esc)">
        <span>
          <IconButton size="small" aria-label={`Cancel editing ${l.description}`} disabled={busy} onClick={stop}>
            <CloseOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
  const editRemove = (l: StatementLine) => (
    <Box component="span" data-line-actions={l.id}>
      <RowActionsMenu
        variant="buttons"
        label={l.description}
        actions={[
          { label: 'Edit', icon: EditOutlined, onClick: () => start(l), disabled: editing !== null },
          {
            label: 'Remove',
            icon: DeleteOutlined,
            onClick: () => onRemove(l),
            destructive: true,
            disabled: editing !== null,
          },
        ]}
      />
    </Box>
  );

  const columns: DataTableColumn<StatementLine>[] = [
    { id: 'kind', header: 'Type', noWrap: true, render: (l) => LINE_KIND_LABELS[l.kind] },
    {
      id: 'description',
      header: 'Description',
      minWidth: 200,
      render: (l) => (isEditing(l) ? input(l, 'description', 'Description') : l.description),
    },
    { id: 'date', header: 'Date', noWrap: true, render: (l) => (l.line_date ? formatDate(l.line_date) : '—') },
    {
      id: 'balance',
      header: 'Balance after',
      align: 'right',
      noWrap: true,
      render: (l) => (l.balance_after === null ? '—' : usd(l.balance_after)),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      noWrap: true,
      render: (l) => (isEditing(l) ? input(l, 'amount', 'Amount') : amountText(l.amount, negative)),
    },
    ...(draft
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            noWrap: true,
            stickyEnd: true,
            render: (l: StatementLine) => (!editable(l) ? null : isEditing(l) ? saveCancel(l) : editRemove(l)),
          },
        ]
      : []),
  ];

  return (
    <>
      {editing?.failure != null && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} action={reloadLatest.action}>
          {errorText(editing.failure)}
        </Alert>
      )}
      {phone ? (
        <LineCards label={label} rows={rows} empty={empty}>
          {(l) =>
            isEditing(l) ? (
              <Stack spacing={1.5} sx={{ pt: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {LINE_KIND_LABELS[l.kind]}
                </Typography>
                {input(l, 'description', 'Description')}
                {input(l, 'amount', 'Amount')}
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" disabled={busy} onClick={stop}>
                    Cancel
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<CheckOutlined />}
                    disabled={busy}
                    onClick={() => void save()}
                  >
                    {editing?.busy ? 'Saving...' : 'Save'}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {l.description}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[
                      LINE_KIND_LABELS[l.kind],
                      l.line_date ? formatDate(l.line_date) : null,
                      l.balance_after === null ? null : `balance after ${usd(l.balance_after)}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {amountText(l.amount, negative)}
                {draft && editable(l) ? editRemove(l) : null}
              </Stack>
            )
          }
        </LineCards>
      ) : (
        <LineTable label={label} rows={rows} columns={columns} empty={empty} />
      )}
    </>
  );
}

/** The lines on a phone: one card row each, so the amount and the inline editor fit the width. */
function LineCards({
  label,
  rows,
  empty,
  children,
}: {
  label: string;
  rows: StatementLine[];
  empty: string;
  children: (line: StatementLine) => ReactNode;
}) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}
    >
      {rows.map((l, i) => (
        <Box component="li" key={l.id} sx={{ px: 1.5, py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          {children(l)}
        </Box>
      ))}
    </Box>
  );
}
