import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { resetPasswordFormSchema } from '@tms/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { serverDetail } from '../../app/api/api-error';
import { FormTextField } from '../../components/form/form-text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { AuthLayout } from './components/auth-layout';
import { PasswordChecklist } from './components/password-checklist';

type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const MISSING_RESET_TOKEN = 'Invalid or missing reset token. Please request a new password reset.';
export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const RESET_REDIRECT_MS = 3000;

export const INVITE_TITLE = 'Set your password';
export const INVITE_SUBTITLE = 'Welcome — choose a password to finish setting up your account';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // An invitation e-mail links here too (invite=1): the same form, worded for a first password.
  const invite = params.get('invite') === '1';
  useDocumentTitle(invite ? INVITE_TITLE : 'Choose a new password');
  const navigate = useNavigate();
  const mutation = useConfirmPasswordReset();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { isSubmitting } = form.formState;
  const password = form.watch('new_password');

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const backToSignIn = (
    <Button component={RouterLink} to="/login" startIcon={<ArrowBack />} color="inherit" sx={{ justifySelf: 'center' }}>
      Back to Sign In
    </Button>
  );

  if (!token) {
    return (
      <AuthLayout title="Reset link not valid">
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="error">{MISSING_RESET_TOKEN}</Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
            Request a new link
          </Button>
          {backToSignIn}
        </Box>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title={invite ? 'Password set' : 'Password updated'}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success">{done}</Alert>
          <Box sx={{ typography: 'body2', color: 'text.secondary', textAlign: 'center' }} role="status">
            Taking you to sign in…
          </Box>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Sign in now
          </Button>
        </Box>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(async ({ new_password }) => {
    setFailure(null);
    try {
      setDone(await mutation.mutateAsync({ token, new_password }));
    } catch (error) {
      setFailure(serverDetail(error) ?? RESET_FAILED);
    }
  });

  return (
    <AuthLayout
      title={invite ? INVITE_TITLE : 'Choose a new password'}
      subtitle={invite ? INVITE_SUBTITLE : 'Pick a password you don’t use anywhere else.'}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField
          password
          control={form.control}
          name="new_password"
          size="medium"
          label="New password"
          autoComplete="new-password"
          autoFocus
        />
        <PasswordChecklist password={password} />
        <FormTextField
          password
          control={form.control}
          name="confirm_password"
          size="medium"
          label="Confirm password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
          {invite ? 'Set Password' : 'Reset Password'}
        </Button>
        {backToSignIn}
      </Box>
    </AuthLayout>
  );
}
