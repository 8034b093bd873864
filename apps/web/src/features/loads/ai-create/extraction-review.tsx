import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExtractionAnswer } from '@tms/domain';
import { useMemo, useState } from 'react';
import { useBrokerMatch } from '../api/extraction-calls';
import { type ReviewReading, type ReviewValues, reviewValuesOf, reviewWarnings } from './extraction-prefill';
import { ExtractionWizard } from './extraction-wizard';
import { RateConfirmationPreview } from './rate-confirmation-preview';
import { ReviewBroker, type ReviewBrokerChoice } from './review-broker';
import { ReviewFields } from './review-fields';
import { ReviewStops } from './review-stops';
import type { ExtractionFile } from './use-extraction-files';

const ENGINE_LABEL: Record<ExtractionAnswer['engine']['name'], string> = {
  offline: 'Read on our server (offline)',
  'offline+ocr': 'Read on our server with OCR (offline)',
  'provider-merged': 'Read on our server, checked with the configured language model',
};

interface ExtractionReviewProps {
  card: ExtractionFile;
  result: ReviewReading;
  /** The document could not be read (why): the form starts empty beside it, with nothing to review. */
  notRead?: string | null;
  onAttached: (ok: boolean) => void;
  onCreated?: (loadId: number) => void;
}

/** One document: the file beside the fields read from it, then the wizard prefilled with them. */
export function ExtractionReview({ card, result, notRead, onAttached, onCreated }: ExtractionReviewProps) {
  const [values, setValues] = useState<ReviewValues>(() => reviewValuesOf(result));
  const [stage, setStage] = useState<'review' | 'wizard'>('review');
  const [added, setAdded] = useState<ReviewBrokerChoice | null>(null);
  const { basic_info: info } = result;
  const broker = useBrokerMatch(info.broker_mc_number, info.broker_name);
  const warnings = useMemo(() => (notRead ? [] : reviewWarnings(result)), [result, notRead]);

  if (stage === 'wizard')
    return (
      <ExtractionWizard
        card={card}
        result={result}
        values={values}
        broker={added ?? broker.match}
        onCancel={() => setStage('review')}
        onAttached={onAttached}
        onCreated={onCreated}
      />
    );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RateConfirmationPreview card={card} />
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
              {notRead ? 'Fill in from the document' : 'Review extracted fields'}
            </Typography>
            {!notRead && <Chip size="small" icon={<AutoAwesomeOutlined />} label={ENGINE_LABEL[result.engine.name]} />}
          </Box>
          {notRead ? (
            <Alert severity="warning">
              This document could not be read: {notRead.replace(/\.$/, '')}. Fill in the load from the document beside
              the form.
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Fields read with less certainty are outlined in amber or red: compare them with the document.
            </Typography>
          )}
          {warnings.map((w) => (
            <Alert key={w} severity="warning" sx={{ py: 0 }}>
              {w}
            </Alert>
          ))}
          {!notRead && <ReviewBroker result={result} broker={broker} added={added} onAdded={setAdded} />}
          <ReviewFields values={values} onChange={setValues} confidence={notRead ? null : result.confidence} />
          {!notRead && <ReviewStops result={result} />}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => setStage('wizard')} disabled={!broker.settled && !added}>
              Continue to Load Wizard
            </Button>
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
