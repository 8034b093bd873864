import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import WhereToVoteOutlined from '@mui/icons-material/WhereToVoteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { quickPosition } from '../position/quick-position';
import type { StopView } from '../queue/pending-view';
import { useEnqueue } from '../queue/use-enqueue';

/** A second tap this soon after the first is the same tap, not a departure right after an arrival. */
const SETTLE_MS = 1200;

/**
 * Arrive or Depart, whichever the stop needs next: one tap keeps the action on the phone at once
 * (with the position, if the phone gives it quickly) and sends it when it can.
 */
export function StopActionButton({ loadId, stop }: { loadId: number; stop: StopView }) {
  const enqueue = useEnqueue();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const action = stop.next_action;
  if (!action) return null;
  const arrive = action === 'arrive';
  const tap = async () => {
    setBusy(true);
    try {
      await enqueue(loadId, async () => ({ kind: action, stopId: stop.id, ...(await quickPosition()) }));
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      window.setTimeout(() => setBusy(false), SETTLE_MS);
    }
  };
  return (
    <Button
      variant="contained"
      color={arrive ? 'primary' : 'success'}
      size="large"
      fullWidth
      disabled={busy}
      onClick={() => void tap()}
      startIcon={arrive ? <WhereToVoteOutlined /> : <ArrowForwardOutlined />}
      sx={{ minHeight: 56, fontSize: '1.1rem', borderRadius: 2 }}
    >
      {arrive ? 'Arrive' : 'Depart'}
    </Button>
  );
}
