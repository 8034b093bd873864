import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatUsd,
  RECURRING_SCHEDULE_LABELS,
  type RecurringCharge,
  type RecurringChargeCreate,
} from '@tms/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useToday } from '../../../components/today';
import { useRecurringCharges, useSaveRecurringCharge } from '../api/recurring-charges';
import { RecurringChargeDialog } from './recurring-charge-dialog';

function describe(c: RecurringCharge): string {
  const when =
    c.schedule === 'monthly' ? `monthly on day ${c.day_of_month}` : RECURRING_SCHEDULE_LABELS[c.schedule].toLowerCase();
  const dates = `from ${formatDate(c.start_date)}${c.end_date ? ` to ${formatDate(c.end_date)}` : ''}`;
  if (c.kind === 'escrow') return `${formatUsd(c.amount)} ${when} up to ${formatUsd(c.target_balance)} · ${dates}`;
  return `${formatUsd(c.amount)} ${when}${c.total_balance ? ` · ${formatUsd(c.total_balance)} in all` : ''} · ${dates}`;
}

/** A driver's recurring charges and escrow with their balances, on the driver's page. */
export function RecurringChargesPanel({ driverId }: { driverId: number }) {
  const notify = useNotify();
  const query = useRecurringCharges(driverId);
  const save = useSaveRecurringCharge();
  const today = useToday();
  const [editing, setEditing] = useState<{ open: boolean; charge: RecurringCharge | null }>({
    open: false,
    charge: null,
  });
  const charges = query.data?.recurring_charges ?? [];

  const submit = async (body: Partial<RecurringChargeCreate>) => {
    const id = editing.charge?.id ?? null;
    await save.mutateAsync({ id, body });
    notify(id ? 'Charge updated' : 'Charge added', 'success');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Recurring charges and escrow
        </Typography>
        <Button size="small" startIcon={<AddOutlined />} onClick={() => setEditing({ open: true, charge: null })}>
          Add
        </Button>
      </Box>
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {query.isLoading && <Skeleton variant="rounded" height={120} />}
      {query.data && charges.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No recurring charges. Owner operators’ truck lease, insurance, ELD fee or escrow go here and are deducted on
          each statement.
        </Typography>
      )}
      <List dense disablePadding aria-label="Recurring charges">
        {charges.map((c) => (
          <ListItem
            key={c.id}
            divider
            disableGutters
            secondaryAction={
              <Button
                size="small"
                startIcon={<EditOutlined />}
                aria-label={`Edit ${c.description}`}
                onClick={() => setEditing({ open: true, charge: c })}
              >
                Edit
              </Button>
            }
          >
            <ListItemText
              sx={{ pr: 9 }}
              primary={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{c.description}</span>
                  {c.kind === 'escrow' && <Chip component="span" size="small" label="Escrow" variant="outlined" />}
                  {!c.is_active && <Chip component="span" size="small" label="Inactive" variant="outlined" />}
                </Box>
              }
              secondary={
                <>
                  {describe(c)}
                  {c.balance !== null && (
                    <>
                      <br />
                      {c.kind === 'escrow' ? 'Escrow balance' : 'Left to pay'}: <strong>{formatUsd(c.balance)}</strong>
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      <Link
        component={RouterLink}
        to={`/app/accounting/driver-statements?driver=${driverId}`}
        sx={{ display: 'inline-block', mt: 2 }}
      >
        This driver’s statements
      </Link>
      <RecurringChargeDialog
        open={editing.open}
        driverId={driverId}
        charge={editing.charge}
        today={today}
        onSave={submit}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
    </Box>
  );
}
