import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FUEL_IMPORT_ACCEPT, FUEL_IMPORT_MAX_BYTES, formatUsd } from '@tms/domain';
import { useEffect, useId, useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FileDropZone } from '../../../components/file-drop-zone';
import {
  type FuelImportPreview,
  type FuelUploadResult,
  usePreviewFuelImport,
  useUploadFuelImport,
} from '../api/fuel-import';
import { useFuelTemplates } from '../api/fuel-import-templates';
import { formatQuantity } from './fuel-format';
import { type MappingState, mappingGaps, mappingToSend } from './import-mapping';
import { ImportMappingStep } from './import-mapping-step';

const STEPS = ['Choose file', 'Map columns and check', 'Imported'] as const;

interface FuelImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Shows the imported batch's transactions in the list. */
  onShowBatch: (batchId: number) => void;
}

/**
 * The import wizard: a file (and optionally a saved template), then its columns mapped with a
 * preview of the first rows and their problems, then one all-or-nothing import as a batch.
 */
export function FuelImportDialog({ open, onClose, onShowBatch }: FuelImportDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const notify = useNotify();
  const templates = useFuelTemplates(open);
  const preview = usePreviewFuelImport();
  const upload = useUploadFuelImport();
  const [file, setFile] = useState<File | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<MappingState>({});
  const [checked, setChecked] = useState<FuelImportPreview | null>(null);
  const [result, setResult] = useState<FuelUploadResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per chosen file: a second click or a retry answers the same batch.
  const [idempotencyKey, setIdempotencyKey] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts afresh
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setTemplateId(null);
    setMapping({});
    setChecked(null);
    setResult(null);
    setFailure(null);
    preview.reset();
    upload.reset();
  }, [open]);

  const step = result ? 2 : checked ? 1 : 0;
  const busy = preview.isPending || upload.isPending;

  const read = (chosen: File, next: { mapping?: MappingState; templateId?: number | null }) => {
    setFailure(null);
    const template = next.templateId === undefined ? templateId : next.templateId;
    preview.mutate(
      { file: chosen, mapping: next.mapping ? mappingToSend(next.mapping) : undefined, templateId: template },
      {
        onSuccess: (answer) => {
          setChecked(answer);
          setMapping(answer.column_mapping as MappingState);
        },
        onError: (error) => setFailure(serverDetail(error) ?? 'Upload failed'),
      },
    );
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    if (!FUEL_IMPORT_ACCEPT.some((ext) => chosen.name.toLowerCase().endsWith(ext))) {
      setFailure('File type must be .csv, .txt or .xlsx');
      return;
    }
    if (chosen.size > FUEL_IMPORT_MAX_BYTES) {
      setFailure(`The file is larger than ${FUEL_IMPORT_MAX_BYTES} bytes`);
      return;
    }
    setFile(chosen);
    setIdempotencyKey(crypto.randomUUID());
    read(chosen, {});
  };

  const commit = () => {
    if (!file) return;
    setFailure(null);
    upload.mutate(
      { file, mapping: mappingToSend(mapping), idempotencyKey },
      {
        onSuccess: (batch) => {
          setResult(batch);
          notify(`${batch.row_count.toLocaleString('en-US')} transactions imported`, 'success');
        },
        onError: (error) => setFailure(serverDetail(error) ?? 'Upload failed'),
      },
    );
  };

  const gaps = mappingGaps(mapping);
  const stale =
    checked !== null &&
    JSON.stringify(mappingToSend(mapping)) !== JSON.stringify(mappingToSend(checked.column_mapping as MappingState));
  const canImport =
    checked !== null &&
    !stale &&
    gaps.length === 0 &&
    checked.error_count === 0 &&
    checked.valid_count > checked.duplicate_count;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import Fuel Transactions</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Stepper activeStep={step} alternativeLabel={!phone} orientation={phone ? 'vertical' : 'horizontal'}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {failure && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line', maxHeight: 200, overflow: 'auto' }}>
            {failure}
          </Alert>
        )}
        {step === 0 && (
          <>
            <TextField
              select
              size="small"
              label="Column template"
              value={templateId === null ? '' : String(templateId)}
              onChange={(e) => setTemplateId(e.target.value ? Number(e.target.value) : null)}
              helperText="A saved mapping of your provider's columns; without one, the layout is recognised from the headers"
              sx={{ maxWidth: 480 }}
            >
              <MenuItem value="">Recognise the layout</MenuItem>
              {templates.data?.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <FileDropZone
              onFiles={choose}
              accept={FUEL_IMPORT_ACCEPT.join(',')}
              disabled={busy}
              error={Boolean(failure)}
              what="your fuel-card export"
              hint="CSV (any delimiter) or Excel .xlsx, up to 30 MB, as downloaded from EFS, Comdata, WEX and other providers"
              inputLabel="Fuel-card export file"
            />
            {preview.isPending && <Typography color="text.secondary">Reading {file?.name}...</Typography>}
          </>
        )}
        {step === 1 && checked && file && (
          <ImportMappingStep
            preview={checked}
            mapping={mapping}
            onMapping={setMapping}
            gaps={gaps}
            stale={stale}
            checking={preview.isPending}
            onCheck={() => read(file, { mapping, templateId: null })}
          />
        )}
        {step === 2 && result && <ImportResult result={result} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {step === 1 && (
          <Button color="inherit" disabled={busy} onClick={() => setChecked(null)} sx={{ mr: 'auto' }}>
            Choose another file
          </Button>
        )}
        <Button color="inherit" disabled={busy} onClick={onClose}>
          {step === 2 ? 'Close' : 'Cancel'}
        </Button>
        {step === 1 && (
          <Button variant="contained" disabled={!canImport || busy} loading={upload.isPending} onClick={commit}>
            {upload.isPending
              ? 'Importing...'
              : checked
                ? `Import ${(checked.valid_count - checked.duplicate_count).toLocaleString('en-US')} transactions`
                : 'Import'}
          </Button>
        )}
        {step === 2 && result && (
          <Button variant="contained" onClick={() => onShowBatch(result.id)}>
            View imported transactions
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportResult({ result }: { result: FuelUploadResult }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Alert icon={<CheckCircleOutline />} severity="success" sx={{ alignSelf: 'stretch' }}>
        {result.replayed
          ? `This file was already imported as batch #${result.id}; nothing new was added.`
          : `Batch #${result.id} imported from ${result.file_name}.`}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Import result">
        <Chip label={`${result.row_count.toLocaleString('en-US')} transactions`} color="primary" />
        <Chip label={`${result.matched_count.toLocaleString('en-US')} fully matched`} variant="outlined" />
        <Chip
          label={`${(result.row_count - result.matched_count).toLocaleString('en-US')} to match`}
          color={result.row_count > result.matched_count ? 'warning' : 'default'}
          variant="outlined"
        />
        <Chip
          label={`${result.duplicate_count.toLocaleString('en-US')} already imported, skipped`}
          variant="outlined"
        />
      </Box>
      <Typography>
        {formatQuantity(result.total_quantity)} units for a total of <strong>{formatUsd(result.total_amount)}</strong>
        {result.layout ? ` · ${result.layout} layout` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The whole batch can be undone from the Import batches tab if this was the wrong file.
      </Typography>
    </Box>
  );
}
