import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPasswordFormSchema } from '@tms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/form-text-field';
import { useContactEmails } from '../../components/use-contact-emails';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthLayout } from './components/auth-layout';

type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const RESET_EMAIL_FAILED = 'Failed to send password reset email. Please try again.';

export function ForgotPasswordPage() {
  // The address lives in the server's configuration (GET /api/public/config).
  const support = useContactEmails()?.support;
  useDocumentTitle('Reset your password');
  const mutation = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      setSent(await mutation.mutateAsync(email));
    } catch {
      setFailure(RESET_EMAIL_FAILED);
    }
  });

  const backToSignIn = (
    <Button component={RouterLink} to="/login" startIcon={<ArrowBack />} color="inherit" sx={{ justifySelf: 'center' }}>
      Back to Sign In
    </Button>
  );

  if (sent) {
    return (
      <AuthLayout title="Check your email">
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success" icon={<MarkEmailReadOutlined />}>
            {sent}
          </Alert>
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Didn’t get the email?
            </Typography>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2', display: 'grid', gap: 0.75 }}
            >
              <li>Check your spam or junk folder.</li>
              <li>Make sure the address you entered is the one you sign in with.</li>
              <li>
                Still nothing after a few minutes? Contact support
                {support ? (
                  <>
                    {' '}
                    at <Link href={`mailto:${support}`}>{support}</Link>
                  </>
                ) : null}
                .
              </li>
            </Box>
          </Box>
          {backToSignIn}
        </Box>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you sign in with and we’ll send you a link to reset it."
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {failure && (
          <Alert severity="error">
            <AlertTitle sx={{ mb: 0 }}>{failure}</AlertTitle>
          </Alert>
        )}
        <FormTextField
          size="medium"
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
          Send Reset Link
        </Button>
        {backToSignIn}
      </Box>
    </AuthLayout>
  );
}
