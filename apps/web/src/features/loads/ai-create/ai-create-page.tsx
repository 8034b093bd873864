import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXTRACTION_ACCEPTED_TYPES, EXTRACTION_UPLOAD_FAILED, type ExtractionResult } from '@tms/domain';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useSession } from '../../../app/session/use-session';
import { EmptyState } from '../../../components/empty-state';
import { NoAccessPage } from '../../../components/no-access-page';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CustomerDialog } from '../../customers/components/customer-dialog';
import { CustomerWarningMarker } from '../../customers/components/customer-warning-marker';
import { uploadDocument } from '../../documents/api/upload-document';
import { extractRateConfirmation, useBrokerMatch } from '../api/extraction-calls';
import { LoadWizard } from '../wizard/load-wizard';
import { LEVEL_COLOR, ReadConfidenceProvider } from '../wizard/read-confidence';
import {
  confidenceLevel,
  type ReviewValues,
  reviewValuesOf,
  reviewWarnings,
  wizardPrefillOf,
} from './extraction-prefill';

type Card = {
  key: string;
  file: File;
  url: string;
  state: 'uploading' | 'reading' | 'done' | 'failed';
  sent: number;
  result?: ExtractionResult;
  error?: string;
};

const ENGINE_LABEL: Record<ExtractionResult['engine']['name'], string> = {
  offline: 'Read on our server (offline)',
  'offline+ocr': 'Read on our server with OCR (offline)',
  'provider-merged': 'Read on our server, checked with the configured language model',
};

/** /app/loads/ai-create: rate confirmations in, reviewed loads out. */
export function AiCreatePage() {
  useDocumentTitle('Create Load with AI');
  const { capabilities } = useSession();
  const features = useCompanyFeatures();
  if (!capabilities.has('load_management'))
    return (
      <NoAccessPage
        title="Create Load with AI"
        icon={AutoAwesomeOutlined}
        area="booking loads"
        includes="booking loads"
      />
    );
  if (features && !features.includes('ai_load_extraction'))
    return (
      <>
        <PageHeader title="Create Load with AI" />
        <EmptyState
          icon={AutoAwesomeOutlined}
          title="Not included in your plan"
          description="AI load extraction is not included in your company's plan. Contact support to enable it."
        />
      </>
    );
  return <AiCreate />;
}

function AiCreate() {
  const notify = useNotify();
  const inputId = useId();
  const [cards, setCards] = useState<Card[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );

  const patch = (key: string, next: Partial<Card>) =>
    setCards((all) => all.map((c) => (c.key === key ? { ...c, ...next } : c)));

  const add = (files: File[]) => {
    for (const file of files) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setCards((all) => [...all, { key, file, url, state: 'uploading', sent: 0 }]);
      if (!(EXTRACTION_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
        patch(key, { state: 'failed', error: 'Only PDF, PNG or JPEG files can be read.' });
        continue;
      }
      extractRateConfirmation(file, {
        onProgress: (sent) => patch(key, { sent, state: sent >= file.size ? 'reading' : 'uploading' }),
      })
        .then((result) => {
          patch(key, { state: 'done', result });
          setOpen((o) => o ?? key);
        })
        .catch((error) => patch(key, { state: 'failed', error: serverDetail(error) ?? EXTRACTION_UPLOAD_FAILED }));
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    add([...e.dataTransfer.files]);
  };
  const current = cards.find((c) => c.key === open && c.state === 'done');

  return (
    <>
      <PageHeader
        title="Create Load with AI"
        description="Drop broker rate confirmations: each is read on our server, you check the fields, then finish the load in the wizard."
      />
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 2,
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          textAlign: 'center',
          display: 'grid',
          gap: 1,
          justifyItems: 'center',
        }}
      >
        <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
        <Typography sx={{ fontWeight: 600 }}>Drop rate confirmations here</Typography>
        <Typography variant="body2" color="text.secondary">
          PDF, PNG or JPEG, up to 10 MB each. One load per file.
        </Typography>
        <Button variant="contained" component="label" htmlFor={inputId} startIcon={<DescriptionOutlined />}>
          Choose files
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          multiple
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          aria-label="Choose rate confirmations"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </Paper>

      {cards.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {cards.map((c) => (
            <Paper
              key={c.key}
              variant="outlined"
              data-testid="extraction-card"
              sx={{ p: 1.5, display: 'grid', gap: 1, borderColor: c.key === open ? 'primary.main' : 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <DescriptionOutlined color="action" />
                <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} title={c.file.name}>
                  {c.file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {Math.max(1, Math.round(c.file.size / 1024))} KB
                </Typography>
              </Box>
              {c.state === 'uploading' && (
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (c.sent / Math.max(1, c.file.size)) * 100)}
                  aria-label={`Uploading ${c.file.name}`}
                />
              )}
              {c.state === 'reading' && <LinearProgress aria-label={`Reading ${c.file.name}`} />}
              <Typography variant="caption" color="text.secondary">
                {c.state === 'uploading'
                  ? 'Uploading...'
                  : c.state === 'reading'
                    ? 'Reading the document...'
                    : c.state === 'done'
                      ? `Load ${c.result?.basic_info.load_number ?? 'without a number'} · ${c.result?.events.length ?? 0} stops`
                      : ''}
              </Typography>
              {c.state === 'failed' && <Alert severity="error">{c.error}</Alert>}
              {c.state === 'done' && (
                <Button size="small" variant={c.key === open ? 'contained' : 'outlined'} onClick={() => setOpen(c.key)}>
                  Review {c.file.name}
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}

      {current?.result && (
        <Review
          key={current.key}
          card={current}
          result={current.result}
          onAttached={(ok) =>
            notify(
              ok ? 'Rate confirmation attached to the load' : 'The load was saved, but the file could not be attached',
              ok ? 'success' : 'warning',
            )
          }
        />
      )}
    </>
  );
}

function ConfidenceChip({ score, defaulted }: { score: number | undefined; defaulted?: boolean }) {
  const level = confidenceLevel(score);
  if (defaulted)
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label="Defaulted"
        sx={{ fontWeight: 600, minWidth: 96, flexShrink: 0 }}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_COLOR[level]}
      label={
        score === undefined
          ? 'Not found'
          : `${level === 'high' ? 'High' : level === 'medium' ? 'Check' : 'Low'} ${Math.round(score * 100)}%`
      }
      sx={{ fontWeight: 600, minWidth: 96, flexShrink: 0 }}
    />
  );
}

const REVIEW_FIELDS: { key: keyof ReviewValues; label: string; path: string }[] = [
  { key: 'load_number', label: 'Load Number', path: 'basic_info.load_number' },
  { key: 'rate_booked', label: 'Rate Booked', path: 'rate_cargo.rate_booked' },
  { key: 'rate_dispatched', label: 'Driver Pay', path: 'rate_cargo.rate_booked' },
  { key: 'loaded_miles', label: 'Loaded Miles', path: 'rate_cargo.loaded_miles' },
  { key: 'commodity', label: 'Commodity', path: 'rate_cargo.commodity' },
  { key: 'weight_lbs', label: 'Weight (lbs)', path: 'rate_cargo.weight_lbs' },
  { key: 'pieces', label: 'Pieces', path: 'rate_cargo.pieces' },
];

/** One document: the file beside the fields read from it, then the wizard prefilled with them. */
function Review({
  card,
  result,
  onAttached,
}: {
  card: Card;
  result: ExtractionResult;
  onAttached: (ok: boolean) => void;
}) {
  const [values, setValues] = useState<ReviewValues>(() => reviewValuesOf(result));
  const [stage, setStage] = useState<'review' | 'wizard'>('review');
  const [addingBroker, setAddingBroker] = useState(false);
  const [added, setAdded] = useState<{
    id: number;
    name: string;
    has_warning: boolean;
    warning_note: string | null;
  } | null>(null);
  const { basic_info: info } = result;
  const broker = useBrokerMatch(info.broker_mc_number, info.broker_name);
  const chosenBroker = added ?? broker.match;
  const warnings = useMemo(() => reviewWarnings(result), [result]);
  const confidence = result.confidence;

  const field = (key: keyof ReviewValues, label: string, path: string) => {
    const level = confidenceLevel(confidence[path]);
    return (
      <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label={label}
          size="small"
          fullWidth
          value={values[key]}
          onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          color={LEVEL_COLOR[level]}
          focused={level !== 'high' ? true : undefined}
          helperText={key === 'rate_dispatched' ? 'Defaulted to the rate booked' : undefined}
        />
        <ConfidenceChip score={confidence[path]} defaulted={key === 'rate_dispatched'} />
      </Box>
    );
  };

  if (stage === 'wizard')
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="info">
          Finish the load from {card.file.name}: save each step. The file is attached to the load as its Rate
          Confirmation when you complete it.
        </Alert>
        <ReadConfidenceProvider value={confidence}>
          <LoadWizard
            prefill={wizardPrefillOf(result, values, chosenBroker)}
            onCancel={() => setStage('review')}
            onCreated={(loadId) => {
              uploadDocument({
                file: card.file,
                owner: { category: 'load', load_id: loadId },
                documentType: 'rate_confirmation',
              })
                .then(() => onAttached(true))
                .catch(() => onAttached(false));
            }}
          />
        </ReadConfidenceProvider>
      </Box>
    );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Paper
          variant="outlined"
          sx={{ height: { xs: 'auto', lg: '100%' }, minHeight: { xs: 0, lg: 420 }, overflow: 'hidden' }}
        >
          {card.file.type === 'application/pdf' ? (
            <Box
              component="object"
              data={card.url}
              type="application/pdf"
              aria-label={`Rate confirmation ${card.file.name}`}
              sx={{ width: '100%', height: '100%', minHeight: { xs: 320, lg: 420 }, border: 0, display: 'block' }}
            >
              <Box sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
                <Typography color="text.secondary">This browser cannot show the PDF beside the form.</Typography>
                <Button href={card.url} target="_blank" rel="noopener" variant="outlined" size="small">
                  Open {card.file.name}
                </Button>
              </Box>
            </Box>
          ) : (
            <Box
              component="img"
              src={card.url}
              alt={`Rate confirmation ${card.file.name}`}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 1.75, gridTemplateColumns: 'minmax(0, 1fr)' }}
          role="region"
          aria-label="Extracted fields"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
              Review extracted fields
            </Typography>
            <Chip size="small" icon={<AutoAwesomeOutlined />} label={ENGINE_LABEL[result.engine.name]} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Fields read with less certainty are outlined in amber or red: compare them with the document.
          </Typography>
          {warnings.map((w) => (
            <Alert key={w} severity="warning" sx={{ py: 0 }}>
              {w}
            </Alert>
          ))}

          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="overline" color="text.secondary">
              Broker
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{info.broker_name ?? 'No broker name found'}</Typography>
              {info.broker_mc_number && (
                <Typography variant="body2" color="text.secondary">
                  MC {info.broker_mc_number}
                </Typography>
              )}
              <ConfidenceChip score={confidence['basic_info.broker_name']} />
            </Box>
            {chosenBroker ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
                  {added
                    ? `Added as ${chosenBroker.name}`
                    : `Matched to ${chosenBroker.name} by ${broker.match?.by === 'mc' ? 'MC number' : 'name'}`}
                </Typography>
                {chosenBroker.has_warning && <CustomerWarningMarker note={chosenBroker.warning_note} />}
              </Box>
            ) : broker.settled ? (
              <Alert
                severity="info"
                action={
                  <Button size="small" onClick={() => setAddingBroker(true)}>
                    Add New Broker
                  </Button>
                }
              >
                This broker is not in your customers yet.
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Looking for the broker...
              </Typography>
            )}
          </Box>

          <Box sx={{ display: 'grid', gap: 1.5 }}>{REVIEW_FIELDS.map((f) => field(f.key, f.label, f.path))}</Box>

          <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="overline" color="text.secondary">
              Stops
            </Typography>
            {result.events.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No stops found: add them in the wizard.
              </Typography>
            )}
            {result.events.map((e, i) => (
              <Box
                key={`${e.event_order}-${e.event_type}-${e.event_date ?? ''}-${e.location_city ?? ''}`}
                sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                data-testid="extracted-stop"
              >
                <Chip
                  size="small"
                  variant="outlined"
                  color={e.event_type === 'pickup' ? 'info' : 'success'}
                  label={e.event_type === 'pickup' ? 'Pickup' : 'Delivery'}
                />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {[e.location_city, e.location_state].filter(Boolean).join(', ') || 'No place found'}
                  {e.event_date ? ` · ${e.event_date}` : ''}
                  {e.appointment_time_lower ? ` · ${e.appointment_time_lower}` : ''}
                </Typography>
                <ConfidenceChip score={confidence[`events.${i}.event_date`]} />
              </Box>
            ))}
          </Box>

          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => setStage('wizard')} disabled={!broker.settled && !added}>
              Continue to Load Wizard
            </Button>
          </Box>
        </Paper>
      </Grid>
      <CustomerDialog
        open={addingBroker}
        customer={null}
        prefill={{
          name: info.broker_name ?? '',
          mc_number: info.broker_mc_number ?? '',
          email: info.broker_email ?? '',
          phone_number: info.broker_phone ?? '',
        }}
        onClose={() => setAddingBroker(false)}
        onSaved={(c) =>
          setAdded({ id: c.id, name: c.name, has_warning: c.has_warning, warning_note: c.warning_note ?? null })
        }
      />
    </Grid>
  );
}
