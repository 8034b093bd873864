import { APP_CHILD_PATHS, type AppChildPath } from '@tms/domain';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../guards/require-auth';
import { RootLayout } from './root-layout';

// Every page is its own chunk; the shell loads once with the first page under /app.
const LandingPage = lazy(() => import('../../features/public/landing-page').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('../../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const SubscriptionExpiredPage = lazy(() =>
  import('../../features/auth/subscription-expired-page').then((m) => ({ default: m.SubscriptionExpiredPage })),
);
const AppShell = lazy(() => import('../shell/app-shell').then((m) => ({ default: m.AppShell })));
const AreaPage = lazy(() => import('../../features/areas/area-page').then((m) => ({ default: m.AreaPage })));
const SettingsPage = lazy(() =>
  import('../../features/areas/settings-page').then((m) => ({ default: m.SettingsPage })),
);

function areaRoute(path: AppChildPath): RouteObject {
  if (path === 'settings') return { path, element: <SettingsPage /> };
  // The key makes each area a fresh page rather than a re-render of the previous one.
  return { path, element: <AreaPage key={path} path={path} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/subscription-expired', element: <SubscriptionExpiredPage /> },
      {
        path: '/app',
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              ...APP_CHILD_PATHS.map(areaRoute),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
