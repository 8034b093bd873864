import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EMAIL_CHANGE_LINK_INVALID } from '@tms/domain';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { serverDetail } from '../../app/api/api-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { AuthLayout } from './components/auth-layout';

export const CONFIRM_EMAIL_TITLE = 'Confirm your new email address';
export const CONFIRM_EMAIL_FAILED = 'Failed to confirm the email address. Please try again.';

/**
 * Where the link e-mailed to a new sign-in address leads (decision 0141). The change waits for a
 * click, so a mail scanner that opens the link changes nothing.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  useDocumentTitle(CONFIRM_EMAIL_TITLE);
  const mutation = useConfirmEmailChange();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = (
    <Button component={RouterLink} to="/login" variant={done ? 'contained' : 'text'} size="large" color="inherit">
      {done ? 'Sign in' : 'Back to Sign In'}
    </Button>
  );

  if (!token || !email) {
    return (
      <AuthLayout title="Confirmation link not valid">
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="error">{EMAIL_CHANGE_LINK_INVALID}</Alert>
          {signIn}
        </Box>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Email address changed">
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="success">{done}</Alert>
          {signIn}
        </Box>
      </AuthLayout>
    );
  }

  const confirm = async () => {
    setFailure(null);
    try {
      setDone(await mutation.mutateAsync({ token, email }));
    } catch (error) {
      setFailure(serverDetail(error) ?? CONFIRM_EMAIL_FAILED);
    }
  };

  return (
    <AuthLayout title={CONFIRM_EMAIL_TITLE} subtitle={`From now on you will sign in with ${email}.`}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button variant="contained" size="large" loading={mutation.isPending} onClick={confirm} fullWidth>
          Confirm {email}
        </Button>
        {signIn}
      </Box>
    </AuthLayout>
  );
}
