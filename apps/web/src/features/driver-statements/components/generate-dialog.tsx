import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { previousWeek } from '@tms/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useToday } from '../../../components/today';
import { useGenerateStatements } from '../api/statement-actions';

interface Props {
  open: boolean;
  onClose: () => void;
  onGenerated: (period: { period_start: string; period_end: string }) => void;
}

/** Generates draft statements for every active driver for a pay period (last Monday to Sunday by default). */
export function GenerateDialog({ open, onClose, onGenerated }: Props) {
  const notify = useNotify();
  const generate = useGenerateStatements();
  const today = useToday();
  const [period, setPeriod] = useState(() => previousWeek(today));
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPeriod(previousWeek(today));
      setFailure(null);
    }
  }, [open, today]);

  const submit = () =>
    generate.mutate(period, {
      onSuccess: (r) => {
        notify(
          `${r.created.length} statement${r.created.length === 1 ? '' : 's'} generated${r.skipped.length ? `, ${r.skipped.length} skipped` : ''}`,
          'success',
        );
        onGenerated(period);
        onClose();
      },
      onError: (e) => setFailure(errorText(e)),
    });

  return (
    <Dialog open={open} onClose={generate.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Generate statements</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Creates a draft for every active driver: delivered loads not yet on a statement, the period’s fuel and
            advances, recurring charges due and any balance carried over. Drivers who already have a statement covering
            any day of the period are skipped.
          </Typography>
          <TextField
            type="date"
            size="small"
            label="Period start"
            value={period.period_start}
            onChange={(e) => setPeriod((p) => ({ ...p, period_start: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="Period end"
            value={period.period_end}
            onChange={(e) => setPeriod((p) => ({ ...p, period_end: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={generate.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
