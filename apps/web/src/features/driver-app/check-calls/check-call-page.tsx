import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECK_CALL_REASON_LABELS, CHECK_CALL_REASONS } from '@tms/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isOnline } from '../connectivity/connectivity';
import { quickPosition } from '../position/quick-position';
import { useEnqueue } from '../queue/use-enqueue';
import { type DriverCheckCallFields, driverCheckCallForm, EMPTY_CHECK_CALL } from './driver-check-call-form';
import { PositionField } from './position-field';

/** A check call may wait a little longer for a fix than a tap on Arrive: the driver is still typing. */
const LOCATE_MS = 8000;

/** /driver/loads/:loadId/check-call: why the driver calls in, where the truck is, and a note. */
export function CheckCallPage() {
  useDocumentTitle('Check call');
  const loadId = Number(useParams().loadId);
  const navigate = useNavigate();
  const enqueue = useEnqueue();
  const notify = useNotify();
  const [locating, setLocating] = useState(true);
  const form = useForm<DriverCheckCallFields, unknown, ReturnType<typeof driverCheckCallForm.parse>>({
    resolver: zodResolver(driverCheckCallForm),
    defaultValues: EMPTY_CHECK_CALL,
  });
  const reason = useWatch({ control: form.control, name: 'reason' });

  useEffect(() => {
    let live = true;
    void quickPosition(LOCATE_MS).then((p) => {
      if (!live) return;
      setLocating(false);
      if (p) {
        form.setValue('latitude', p.lat);
        form.setValue('longitude', p.lng);
      } else form.setValue('use_position', false);
    });
    return () => {
      live = false;
    };
  }, [form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await enqueue(loadId, () => ({ kind: 'check-call', input }));
      notify(isOnline() ? 'Check call sent' : 'Check call saved; it will be sent when the signal returns', 'success');
      navigate(`/driver/loads/${loadId}`);
    } catch (error) {
      notify(errorText(error), 'error');
    }
  });

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      <Button
        component={Link}
        to={`/driver/loads/${loadId}`}
        startIcon={<ArrowBackOutlined />}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Back to the load
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Check call
      </Typography>
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            size="medium"
            options={labelled(CHECK_CALL_REASONS, CHECK_CALL_REASON_LABELS)}
          />
          {reason === 'delayed' && (
            <FormTextField control={form.control} name="delay_cause" label="What delays you?" size="medium" />
          )}
          <PositionField control={form.control} locating={locating} />
          <FormTextField
            control={form.control}
            name="note"
            label="Note (optional)"
            size="medium"
            multiline
            minRows={2}
          />
        </Stack>
      </Card>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting}
        startIcon={<SendOutlined />}
        sx={{ minHeight: 56, fontSize: '1.05rem', borderRadius: 2 }}
      >
        Send check call
      </Button>
    </Stack>
  );
}
