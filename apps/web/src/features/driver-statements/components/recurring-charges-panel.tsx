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
  RECURRING_SCHEDULE_LABELS,
  RECURRING_SCHEDULES,
  type RecurringCharge,
  type RecurringChargeCreate,
} from '@tms/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useToday } from '../../../components/today';
import { useRecurringCharges, useSaveRecurringCharge } from '../api/recurring-charges';
import { FieldsDialog } from './fields-dialog';
import { usd } from './statement-format';

const KINDS = [
  { value: 'charge', label: 'Recurring charge' },
  { value: 'escrow', label: 'Escrow' },
] as const;

const valuesOf = (c: RecurringCharge | null, today: string): Record<string, string> => ({
  kind: c?.kind ?? 'charge',
  description: c?.description ?? '',
  amount: c?.amount ?? '',
  schedule: c?.schedule ?? 'every_statement',
  day_of_month: c?.day_of_month ? String(c.day_of_month) : '',
  start_date: c?.start_date ?? today,
  end_date: c?.end_date ?? '',
  total_balance: c?.total_balance ?? '',
  target_balance: c?.target_balance ?? '',
});

function describe(c: RecurringCharge): string {
  const when =
    c.schedule === 'monthly' ? `monthly on day ${c.day_of_month}` : RECURRING_SCHEDULE_LABELS[c.schedule].toLowerCase();
  const dates = `from ${formatDate(c.start_date)}${c.end_date ? ` to ${formatDate(c.end_date)}` : ''}`;
  if (c.kind === 'escrow') return `${usd(c.amount)} ${when} up to ${usd(c.target_balance)} · ${dates}`;
  return `${usd(c.amount)} ${when}${c.total_balance ? ` · ${usd(c.total_balance)} in all` : ''} · ${dates}`;
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

  const submit = async (v: Record<string, string>) => {
    const body: Partial<RecurringChargeCreate> = {
      description: v.description,
      amount: v.amount,
      schedule: v.schedule as RecurringChargeCreate['schedule'],
      day_of_month: v.schedule === 'monthly' && v.day_of_month ? Number(v.day_of_month) : null,
      start_date: v.start_date,
      end_date: v.end_date || null,
      total_balance: v.kind === 'charge' && v.total_balance ? v.total_balance : null,
      target_balance: v.kind === 'escrow' ? v.target_balance || null : null,
    };
    const id = editing.charge?.id ?? null;
    await save.mutateAsync({
      id,
      body: id ? body : { ...body, driver_id: driverId, kind: v.kind as RecurringChargeCreate['kind'] },
    });
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
                      {c.kind === 'escrow' ? 'Escrow balance' : 'Left to pay'}: <strong>{usd(c.balance)}</strong>
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
      <FieldsDialog
        open={editing.open}
        title={editing.charge ? 'Edit charge' : 'Add recurring charge or escrow'}
        fields={[
          ...(editing.charge ? [] : [{ name: 'kind', label: 'Kind', options: KINDS }]),
          { name: 'description', label: 'Description', hint: 'E.g. Truck lease, Insurance, ELD fee' },
          { name: 'amount', label: 'Amount ($)', type: 'money', hint: 'Per occurrence; escrow: per statement' },
          {
            name: 'schedule',
            label: 'Schedule',
            options: RECURRING_SCHEDULES.map((s) => ({ value: s, label: RECURRING_SCHEDULE_LABELS[s] })),
          },
          { name: 'day_of_month', label: 'Day of month (monthly)', hint: '1-31; shorter months use their last day' },
          { name: 'start_date', label: 'Start date', type: 'date' },
          { name: 'end_date', label: 'End date', type: 'date' },
          { name: 'total_balance', label: 'Total to pay off ($, charges)', type: 'money', hint: 'Optional' },
          { name: 'target_balance', label: 'Escrow target ($)', type: 'money' },
        ]}
        initial={valuesOf(editing.charge, today)}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={submit}
        onClose={() => setEditing((s) => ({ ...s, open: false }))}
      />
    </Box>
  );
}
