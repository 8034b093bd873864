import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ColumnMapping, FUEL_IMPORT_FIELDS, type FuelImportField, formatUsd } from '@tms/domain';
import { useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import type { FuelImportPreview } from '../api/fuel-import';
import { useCreateFuelTemplate } from '../api/fuel-import-templates';
import { formatQuantity } from './fuel-format';
import { IMPORT_FIELD_LABELS, isRequiredField, type MappingState, mappingToSend } from './import-mapping';

const FIXED = '__fixed__';

interface ImportMappingStepProps {
  preview: FuelImportPreview;
  mapping: MappingState;
  onMapping: (mapping: MappingState) => void;
  gaps: string[];
  /** The mapping changed since the preview below was read. */
  stale: boolean;
  checking: boolean;
  onCheck: () => void;
}

export function ImportMappingStep({
  preview,
  mapping,
  onMapping,
  gaps,
  stale,
  checking,
  onCheck,
}: ImportMappingStepProps) {
  const set = (field: FuelImportField, source: string | { value: string } | undefined) => {
    const next = { ...mapping };
    if (source === undefined) delete next[field];
    else next[field] = source;
    onMapping(next);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="p" sx={{ mr: 1 }}>
          {preview.file_name}
        </Typography>
        <Chip size="small" label={preview.layout ? `${preview.layout} layout` : 'Layout not recognised'} />
        <Chip size="small" variant="outlined" label={preview.encoding} />
        {preview.delimiter && (
          <Chip size="small" variant="outlined" label={`Separated by ${delimiterName(preview.delimiter)}`} />
        )}
        <Chip size="small" variant="outlined" label={`${preview.headers.length} columns`} />
      </Box>

      <section aria-labelledby="fuel-mapping-heading">
        <Typography id="fuel-mapping-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Columns
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {FUEL_IMPORT_FIELDS.map((field) => {
            const source = mapping[field];
            const fixed = typeof source === 'object';
            return (
              <Box key={field} sx={{ display: 'flex', gap: 1 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={`${IMPORT_FIELD_LABELS[field]}${isRequiredField(field) ? ' *' : ''}`}
                  value={fixed ? FIXED : (source ?? '')}
                  onChange={(e) => set(field, e.target.value === FIXED ? { value: '' } : e.target.value || undefined)}
                >
                  <MenuItem value="">
                    <em>Not in the file</em>
                  </MenuItem>
                  {preview.headers.map((h) => (
                    <MenuItem key={h} value={h}>
                      {h}
                    </MenuItem>
                  ))}
                  <MenuItem value={FIXED}>The same value for every row…</MenuItem>
                </TextField>
                {fixed && (
                  <TextField
                    size="small"
                    label={`${IMPORT_FIELD_LABELS[field]} value`}
                    value={source.value}
                    onChange={(e) => set(field, { value: e.target.value })}
                    placeholder={field === 'purchased_item' ? 'ULSD' : undefined}
                    sx={{ flex: '0 0 40%' }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant={stale ? 'contained' : 'outlined'}
            onClick={onCheck}
            loading={checking}
            disabled={gaps.length > 0}
          >
            Check rows with this mapping
          </Button>
          <SaveTemplate mapping={mapping} layout={preview.layout} disabled={gaps.length > 0} />
        </Box>
        {gaps.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Choose a column or a value for: {gaps.join(', ')}.
          </Alert>
        )}
        {stale && gaps.length === 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            The mapping changed: check the rows again before importing.
          </Alert>
        )}
      </section>

      <PreviewSummary preview={preview} />
      <PreviewRows preview={preview} />
      {preview.errors.length > 0 && (
        <section aria-labelledby="fuel-errors-heading">
          <Typography id="fuel-errors-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Problems ({preview.error_count.toLocaleString('en-US')} rows)
          </Typography>
          <Paper variant="outlined" sx={{ maxHeight: 220, overflow: 'auto', borderRadius: 2 }}>
            <Box component="ul" sx={{ m: 0, py: 1, pl: 4, pr: 2 }}>
              {preview.errors.map((e) => (
                <Typography component="li" variant="body2" key={`${e.row}-${e.field}-${e.message}`}>
                  Row {e.row}
                  {e.field ? ` (${IMPORT_FIELD_LABELS[e.field as FuelImportField] ?? e.field})` : ''}: {e.message}
                </Typography>
              ))}
            </Box>
          </Paper>
        </section>
      )}
    </Box>
  );
}

function PreviewSummary({ preview }: { preview: FuelImportPreview }) {
  const fresh = preview.valid_count - preview.duplicate_count;
  return (
    <Box>
      {preview.error_count > 0 ? (
        <Alert severity="error" icon={<ErrorOutline />}>
          {preview.error_count.toLocaleString('en-US')} of {preview.row_count.toLocaleString('en-US')} rows have
          problems. Nothing is imported until every row can be read: fix the mapping or the file.
        </Alert>
      ) : fresh === 0 ? (
        <Alert severity="warning">Every row of this file was already imported.</Alert>
      ) : (
        <Alert severity="success">
          {fresh.toLocaleString('en-US')} new transactions ready: {formatQuantity(preview.total_quantity)} units,{' '}
          {formatUsd(preview.total_amount)}
          {preview.duplicate_count > 0
            ? `. ${preview.duplicate_count.toLocaleString('en-US')} rows already imported will be skipped.`
            : '.'}
        </Alert>
      )}
    </Box>
  );
}

const SHOWN: { key: string; label: string; align?: 'right' }[] = [
  { key: 'transaction_date', label: 'Date' },
  { key: 'card', label: 'Card' },
  { key: 'truck_unit_number', label: 'Truck' },
  { key: 'purchased_item', label: 'Item' },
  { key: 'unit_quantity', label: 'Qty', align: 'right' },
  { key: 'price_per_unit', label: 'Price', align: 'right' },
  { key: 'total_amount', label: 'Amount', align: 'right' },
  { key: 'location_state', label: 'State' },
];

/** The first rows as they would be stored; a row that cannot be read shows its problems instead. */
function PreviewRows({ preview }: { preview: FuelImportPreview }) {
  return (
    <section aria-labelledby="fuel-preview-heading">
      <Typography id="fuel-preview-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        First {preview.rows.length} of {preview.row_count.toLocaleString('en-US')} rows
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label="Rows of the file">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                {SHOWN.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.label}
                  </TableCell>
                ))}
                <TableCell>Check</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  {r.errors.length > 0 ? (
                    <TableCell colSpan={SHOWN.length} sx={{ color: 'error.main' }}>
                      {r.errors.join('; ')}
                    </TableCell>
                  ) : (
                    SHOWN.map((c) => (
                      <TableCell key={c.key} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                        {r.values[c.key] ?? '—'}
                      </TableCell>
                    ))
                  )}
                  <TableCell>
                    {r.errors.length > 0 ? (
                      <Chip size="small" color="error" variant="outlined" label="Problem" />
                    ) : r.duplicate ? (
                      <Chip size="small" variant="outlined" label="Already imported" />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label="OK" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </section>
  );
}

/** Saves the mapping under a name, so next week's export of the same provider maps itself. */
function SaveTemplate({
  mapping,
  layout,
  disabled,
}: {
  mapping: MappingState;
  layout: string | null;
  disabled: boolean;
}) {
  const notify = useNotify();
  const create = useCreateFuelTemplate();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const save = () =>
    create.mutate(
      { name, layout, column_mapping: mappingToSend(mapping) as ColumnMapping },
      {
        onSuccess: (t) => {
          notify(`Template ${t.name} saved`, 'success');
          setName('');
          setFailure(null);
        },
        onError: (error) => setFailure(serverDetail(error) ?? 'Failed to save template'),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label="Template name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(failure)}
        helperText={failure ?? undefined}
        sx={{ minWidth: 220 }}
      />
      <Button
        variant="outlined"
        startIcon={<SaveOutlined />}
        onClick={save}
        disabled={disabled || !name.trim()}
        loading={create.isPending}
      >
        Save as template
      </Button>
    </Box>
  );
}

function delimiterName(d: string): string {
  if (d === ',') return 'commas';
  if (d === ';') return 'semicolons';
  if (d === '\t') return 'tabs';
  if (d === '|') return 'pipes';
  return `"${d}"`;
}
