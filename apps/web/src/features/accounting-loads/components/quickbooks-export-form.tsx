import { zodResolver } from '@hookform/resolvers/zod';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ACCOUNTING_EXPORT_FORMAT_LABELS,
  ACCOUNTING_EXPORT_FORMATS,
  ACCOUNTING_EXPORT_KIND_LABELS,
  ACCOUNTING_EXPORT_KINDS,
  previousMonth,
  quickbooksExportQuery,
} from '@tms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../app/api/api-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useToday } from '../../../components/today';
import { type QuickbooksExportResult, useQuickbooksExport } from '../api/quickbooks-exports';

type FormIn = z.input<typeof quickbooksExportQuery>;
type FormOut = z.output<typeof quickbooksExportQuery>;

const KINDS = labelled(ACCOUNTING_EXPORT_KINDS, ACCOUNTING_EXPORT_KIND_LABELS);
const FORMATS = labelled(ACCOUNTING_EXPORT_FORMATS, ACCOUNTING_EXPORT_FORMAT_LABELS);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 rows, 3 already exported on an earlier export": what the file held, from the server's counts. */
export function exportNote(r: Pick<QuickbooksExportResult, 'rows' | 'previously'>): string {
  if (r.rows === 0) return '0 rows: nothing in these days, the file has its header only';
  const earlier = r.previously > 0 ? `${r.previously} already exported on an earlier export` : 'none exported before';
  return `${plural(r.rows, 'row')}, ${earlier}`;
}

/**
 * The days, what to export and for which QuickBooks, and the download; after it, how many rows the
 * file held and how many of them an earlier export already held.
 */
export function QuickbooksExportForm() {
  const today = useToday();
  const download = useQuickbooksExport();
  const [done, setDone] = useState<QuickbooksExportResult | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(quickbooksExportQuery),
    defaultValues: { ...previousMonth(today), kind: 'invoices', format: 'csv' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (q) => {
    setDone(null);
    try {
      setDone(await download.mutateAsync(q));
    } catch {
      // The refusal is shown under the form from the mutation's error.
    }
  });
  const day = { type: 'date', slotProps: { inputLabel: { shrink: true } }, sx: { width: { xs: 1, sm: 170 } } } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="QuickBooks export">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <FormTextField control={form.control} name="from" label="From" {...day} />
        <FormTextField control={form.control} name="to" label="To" {...day} />
        <FormTextField
          control={form.control}
          name="kind"
          label="Export"
          options={KINDS}
          sx={{ width: { xs: 1, sm: 150 } }}
        />
        <FormTextField
          control={form.control}
          name="format"
          label="For"
          options={FORMATS}
          sx={{ width: { xs: 1, sm: 250 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={download.isPending}
          loadingPosition="start"
        >
          {download.isPending ? 'Exporting...' : 'Download'}
        </Button>
      </Box>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(download.error)}
        </Alert>
      )}
      {done && (
        <Alert severity="success" sx={{ mt: 2 }} role="status">
          {`Downloaded ${done.filename}: ${exportNote(done)}.`}
        </Alert>
      )}
    </Box>
  );
}
