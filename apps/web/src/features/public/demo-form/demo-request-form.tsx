import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DEMO_REQUEST_SUCCESS,
  type DemoRequestForm as DemoRequestInput,
  demoRequestForm,
  HONEYPOT_MESSAGE,
} from '@tms/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useContactEmails } from '../../../components/use-contact-emails';
import { type DemoRequestValues, submitDemoRequest } from '../api/submit-demo-request';
import { type DemoRequestFailure, demoRequestFailure, MISSING_FIELDS } from './demo-request-failure';
import { FleetSizeSelect } from './fleet-size-select';
import { FormInput } from './form-input';
import { HoneypotField } from './honeypot-field';

/** Spec 1 section 9: the success notice hides itself after six seconds. */
export const SUCCESS_NOTICE_MS = 6000;

type Outcome = { kind: 'success'; message: string } | ({ kind: 'failure' } & DemoRequestFailure);

const EMPTY: DemoRequestInput = { name: '', email: '', company: '', phone: '', fleet_size: '' };

/** The fields a request cannot go without (spec 1 section 8); the send button waits for them. */
const REQUIRED: readonly (keyof DemoRequestInput)[] = ['name', 'email', 'company'];
const TEXT_FIELDS: {
  name: 'name' | 'email' | 'company' | 'phone';
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel';
}[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/** The demo request form of spec 1 sections 5 and 8, validated with the API's own schema. */
export function DemoRequestForm() {
  const sales = useContactEmails()?.sales;
  const form = useForm<DemoRequestInput, unknown, DemoRequestValues>({
    resolver: zodResolver(demoRequestForm),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const honeypot = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const required = useWatch({ control: form.control, name: [...REQUIRED] });
  const ready = required.every((value) => Boolean(value?.trim()));

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = window.setTimeout(() => setOutcome(null), SUCCESS_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const send = async (values: DemoRequestValues) => {
    setOutcome(null);
    if (honeypot.current?.value) {
      setOutcome({ kind: 'failure', message: HONEYPOT_MESSAGE, suggestEmail: false });
      return;
    }
    try {
      const message = await submitDemoRequest(values);
      form.reset(EMPTY);
      setOutcome({ kind: 'success', message: message || DEMO_REQUEST_SUCCESS });
    } catch (error) {
      setOutcome({ kind: 'failure', ...demoRequestFailure(error) });
    }
  };

  const refuse = () => {
    const values = form.getValues();
    const missing = REQUIRED.some((name) => !values[name]?.trim());
    setOutcome(missing ? { kind: 'failure', message: MISSING_FIELDS, suggestEmail: false } : null);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Demo request"
      onSubmit={form.handleSubmit(send, refuse)}
      sx={{ position: 'relative', display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {TEXT_FIELDS.map(({ name, ...input }) => (
        <FormInput
          key={name}
          id={`demo-${name}`}
          {...input}
          required={REQUIRED.includes(name)}
          registration={form.register(name)}
          error={errors[name]}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FleetSizeSelect id="demo-fleet-size" registration={form.register('fleet_size')} error={errors.fleet_size} />
      </Box>
      <HoneypotField inputRef={honeypot} />

      {outcome && (
        <Alert
          severity={outcome.kind === 'success' ? 'success' : 'error'}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          onClose={() => setOutcome(null)}
          sx={{ gridColumn: '1 / -1' }}
        >
          {outcome.message}
          {outcome.kind === 'failure' && outcome.suggestEmail && (
            <>
              {/[.!?]$/.test(outcome.message) ? ' ' : '. '}Please contact our sales team
              {sales ? (
                <>
                  {' at '}
                  <Link href={`mailto:${sales}`}>{sales}</Link>.
                </>
              ) : (
                '.'
              )}
            </>
          )}
        </Alert>
      )}

      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!ready || isSubmitting}
          loading={isSubmitting}
          loadingPosition="start"
          sx={{ py: 1.5, fontSize: '1rem' }}
        >
          {isSubmitting ? 'Submitting…' : 'Request a Demo'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
          We reply within 24 hours. Your details are only used to arrange your demo.
        </Typography>
      </Box>
    </Box>
  );
}
