import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { homePathFor, type LoginForm, loginFormSchema } from '@tms/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { isSubscriptionExpired, serverDetail } from '../../app/api/api-error';
import { rememberedDestination } from '../../app/guards/remembered-destination';
import { prefetchPageData, preloadPage } from '../../app/routes/preload-page';
import { roleNamesOf } from '../../app/session/role-names';
import { useSession } from '../../app/session/use-session';
import { FormTextField } from '../../components/form/form-text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthLayout } from './components/auth-layout';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const SUBSCRIPTION_EXPIRED_TEXT = 'Subscription expired';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const { status, roleNames, signIn } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;
  const destination = rememberedDestination(location.state);

  // While the user types, fetch the code of where they are headed (at least the app's shell): the
  // sign-in page's own code is already here, so the download competes with nothing of its own.
  useEffect(() => preloadPage(destination?.split(/[?#]/)[0] ?? '/app'), [destination]);

  // Signed in (now or already): go where the guard sent us from, else to the role's home page.
  if (status === 'authenticated') {
    return <Navigate to={destination ?? homePathFor(roleNames)} replace />;
  }

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const user = await signIn(email, password);
      // The page's first queries start now, not after the shell and the page have rendered.
      prefetchPageData(destination ?? homePathFor(roleNamesOf(user)), { queryClient, user });
    } catch (error) {
      setFailure(isSubscriptionExpired(error) ? SUBSCRIPTION_EXPIRED_TEXT : (serverDetail(error) ?? LOGIN_FAILED));
    }
  });

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to your account to continue.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <FormTextField
          size="medium"
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          password
          control={form.control}
          name="password"
          size="medium"
          label="Password"
          autoComplete="current-password"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          Forgot your password?{' '}
          <Link component={RouterLink} to="/forgot-password">
            Reset it here
          </Link>
        </Typography>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
          Sign In
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to TMS?{' '}
          <Link component={RouterLink} to="/">
            Contact Sales
          </Link>
        </Typography>
      </Box>
    </AuthLayout>
  );
}
