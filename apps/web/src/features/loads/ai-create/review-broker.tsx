import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ExtractionResult } from '@tms/domain';
import { useState } from 'react';
import { CustomerDialog } from '../../customers/components/customer-dialog';
import { CustomerWarningMarker } from '../../customers/components/customer-warning-marker';
import type { useBrokerMatch } from '../api/extraction-calls';
import { ConfidenceChip } from './confidence-chip';

/** The broker the load is booked for: one found among the customers, or one added from the review. */
export type ReviewBrokerChoice = { id: number; name: string; has_warning: boolean; warning_note: string | null };

interface ReviewBrokerProps {
  result: ExtractionResult;
  /** The customer found by the document's MC number or name. */
  broker: ReturnType<typeof useBrokerMatch>;
  /** The broker added from this review, which wins over a match. */
  added: ReviewBrokerChoice | null;
  onAdded: (broker: ReviewBrokerChoice) => void;
}

/** The broker as read, whether it matches a customer, and adding it when it does not. */
export function ReviewBroker({ result, broker, added, onAdded }: ReviewBrokerProps) {
  const [adding, setAdding] = useState(false);
  const { basic_info: info } = result;
  const chosen = added ?? broker.match;

  return (
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
        <ConfidenceChip score={result.confidence['basic_info.broker_name']} />
      </Box>
      {chosen ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
            {added
              ? `Added as ${chosen.name}`
              : `Matched to ${chosen.name} by ${broker.match?.by === 'mc' ? 'MC number' : 'name'}`}
          </Typography>
          {chosen.has_warning && <CustomerWarningMarker note={chosen.warning_note} />}
        </Box>
      ) : broker.settled ? (
        <Alert
          severity="info"
          action={
            <Button size="small" onClick={() => setAdding(true)}>
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
      <CustomerDialog
        open={adding}
        customer={null}
        prefill={{
          name: info.broker_name ?? '',
          mc_number: info.broker_mc_number ?? '',
          email: info.broker_email ?? '',
          phone_number: info.broker_phone ?? '',
        }}
        onClose={() => setAdding(false)}
        onSaved={(c) =>
          onAdded({ id: c.id, name: c.name, has_warning: c.has_warning, warning_note: c.warning_note ?? null })
        }
      />
    </Box>
  );
}
