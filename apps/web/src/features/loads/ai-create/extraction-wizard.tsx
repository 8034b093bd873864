import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { uploadDocument } from '../../documents/api/upload-document';
import { LoadWizard } from '../wizard/load-wizard';
import { ReadConfidenceProvider } from '../wizard/read-confidence';
import { type ReviewReading, type ReviewValues, wizardPrefillOf } from './extraction-prefill';
import type { ReviewBrokerChoice } from './review-broker';
import type { ExtractionFile } from './use-extraction-files';

interface ExtractionWizardProps {
  card: ExtractionFile;
  result: ReviewReading;
  values: ReviewValues;
  broker: ReviewBrokerChoice | null;
  onCancel: () => void;
  /** Called once the created load has the file attached (true) or attaching it failed (false). */
  onAttached: (ok: boolean) => void;
  /** Called once the load is created, beside attaching the file (the load inbox lets its item go). */
  onCreated?: (loadId: number) => void;
}

/** The load wizard prefilled from the review; the file is attached to the load it creates. */
export function ExtractionWizard({
  card,
  result,
  values,
  broker,
  onCancel,
  onAttached,
  onCreated,
}: ExtractionWizardProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info">
        Finish the load from {card.file.name}: save each step. The file is attached to the load as its Rate Confirmation
        when you complete it.
      </Alert>
      <ReadConfidenceProvider value={result.confidence}>
        <LoadWizard
          prefill={wizardPrefillOf(result, values, broker)}
          onCancel={onCancel}
          onCreated={(loadId) => {
            onCreated?.(loadId);
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
}
