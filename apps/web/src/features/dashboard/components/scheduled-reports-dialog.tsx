import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  frequenciesOf,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  REPORT_SCHEDULE_TEXT,
  type ReportFrequency,
  type ReportSubscriptions,
  type ReportSubscriptionsForm,
  reportPeriodLabel,
  reportSubscriptionsForm,
  zoneLabel,
} from '@tms/domain';
import { useState } from 'react';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useReportSubscriptions } from '../api/get-report-subscriptions';
import { useSendReportNow } from '../api/send-report-now';
import { useUpdateReportSubscriptions } from '../api/update-report-subscriptions';

const valuesOf = (answer: ReportSubscriptions | undefined): ReportSubscriptionsForm => {
  const on = new Set(answer?.subscriptions.map((s) => s.frequency));
  return { daily: on.has('daily'), weekly: on.has('weekly'), monthly: on.has('monthly') };
};

/**
 * The caller's scheduled reports (decision 0119): a switch per frequency with when it is sent,
 * the address it goes to (the sign-in address, nothing else), Save, and Send now per frequency.
 */
export function ScheduledReportsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const mine = useReportSubscriptions(open);
  const update = useUpdateReportSubscriptions();
  const sendNow = useSendReportNow();
  const [sending, setSending] = useState<ReportFrequency | null>(null);
  const dialog = useDialogForm({
    schema: reportSubscriptionsForm,
    open,
    record: mine.data,
    values: () => valuesOf(mine.data),
    failureText: 'Failed to save scheduled reports',
    mode: 'onChange',
    onSubmit: async (values) => {
      await update.mutateAsync(frequenciesOf(values));
      notify('Scheduled reports saved', 'success');
      onClose();
    },
  });
  const { control } = dialog.form;

  const send = async (frequency: ReportFrequency) => {
    setSending(frequency);
    try {
      const sent = await sendNow.mutateAsync(frequency);
      const label = REPORT_FREQUENCY_LABELS[frequency].toLowerCase();
      notify(`The ${label} report for ${reportPeriodLabel(frequency, sent)} is on its way to ${sent.email}`, 'success');
    } catch (error) {
      notify(serverDetail(error) ?? 'Failed to send the report', 'error');
    } finally {
      setSending(null);
    }
  };

  const intro = mine.data ? (
    <Typography variant="body2" color="text.secondary">
      Reports are e-mailed to <strong>{mine.data.email}</strong>, your sign-in address, at 06:00 company time (
      {zoneLabel(mine.data.time_zone)}). Each covers loads delivered in the period, compared with the period of the same
      length before, and links to this dashboard for those days.
    </Typography>
  ) : null;

  return (
    <FormDialog
      open={open}
      title="Scheduled reports"
      submitLabel="Save"
      dialog={dialog}
      onClose={onClose}
      intro={intro}
    >
      {mine.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => mine.refetch()}>
              Retry
            </Button>
          }
        >
          {serverDetail(mine.error) ?? 'Failed to load your scheduled reports'}
        </Alert>
      )}
      {mine.isPending && !mine.isError
        ? REPORT_FREQUENCIES.map((f) => <Skeleton key={f} variant="rounded" height={48} />)
        : mine.data &&
          REPORT_FREQUENCIES.map((frequency) => (
            <Box
              key={frequency}
              sx={{
                display: 'flex',
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <FormSwitch
                control={control}
                name={frequency}
                label={REPORT_FREQUENCY_LABELS[frequency]}
                hint={REPORT_SCHEDULE_TEXT[frequency]}
              />
              <Button
                size="small"
                variant="outlined"
                startIcon={<SendOutlined />}
                loading={sending === frequency}
                loadingPosition="start"
                disabled={sending !== null && sending !== frequency}
                onClick={() => send(frequency)}
                aria-label={`Send the ${REPORT_FREQUENCY_LABELS[frequency].toLowerCase()} report now`}
                sx={{ flexShrink: 0, ml: { xs: 6, sm: 0 } }}
              >
                Send now
              </Button>
            </Box>
          ))}
    </FormDialog>
  );
}
