import { APP_CHILD_PATHS, type AppChildPath } from '@tms/domain';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { OpenPublicSite } from '../../features/public/open-public-site';
import { PUBLIC_PATHS } from '../../features/public/public-paths';
import { RequireAuth } from '../guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk; the shell loads once with the first page under /app.
const LoginPage = lazy(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('../../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('../../features/auth/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })),
);
const SubscriptionExpiredPage = lazy(() =>
  import('../../features/auth/subscription-expired-page').then((m) => ({ default: m.SubscriptionExpiredPage })),
);
const DemoRequestsPage = lazy(() =>
  import('../../features/demo-requests/demo-requests-page').then((m) => ({ default: m.DemoRequestsPage })),
);
const AppShell = lazy(() => import('../shell/app-shell').then((m) => ({ default: m.AppShell })));
const AppNotFoundPage = lazy(() => import('./app-not-found-page').then((m) => ({ default: m.AppNotFoundPage })));
const AreaPage = lazy(() => import('../../features/areas/area-page').then((m) => ({ default: m.AreaPage })));
const SettingsPage = lazy(() =>
  import('../../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const CustomersPage = lazy(() =>
  import('../../features/customers/customers-page').then((m) => ({ default: m.CustomersPage })),
);
const CompaniesPage = lazy(() =>
  import('../../features/companies/companies-page').then((m) => ({ default: m.CompaniesPage })),
);
const UsersPage = lazy(() => import('../../features/users/users-page').then((m) => ({ default: m.UsersPage })));
const DriversPage = lazy(() => import('../../features/drivers/drivers-page').then((m) => ({ default: m.DriversPage })));
const EquipmentPage = lazy(() =>
  import('../../features/equipment/equipment-page').then((m) => ({ default: m.EquipmentPage })),
);
const DispatcherAssignmentsPage = lazy(() =>
  import('../../features/dispatcher-assignments/dispatcher-assignments-page').then((m) => ({
    default: m.DispatcherAssignmentsPage,
  })),
);
const TrackAndTraceAssignmentsPage = lazy(() =>
  import('../../features/track-and-trace-assignments/track-and-trace-assignments-page').then((m) => ({
    default: m.TrackAndTraceAssignmentsPage,
  })),
);
const CompanyPermissionsPage = lazy(() =>
  import('../../features/company-permissions/company-permissions-page').then((m) => ({
    default: m.CompanyPermissionsPage,
  })),
);

const AccountingLoadsPage = lazy(() =>
  import('../../features/accounting-loads/accounting-loads-page').then((m) => ({ default: m.AccountingLoadsPage })),
);
const FuelCardsPage = lazy(() =>
  import('../../features/fuel/fuel-cards-page').then((m) => ({ default: m.FuelCardsPage })),
);
const FuelTransactionsPage = lazy(() =>
  import('../../features/fuel/fuel-transactions-page').then((m) => ({ default: m.FuelTransactionsPage })),
);

const LoadCreatePage = lazy(() =>
  import('../../features/loads/load-create-page').then((m) => ({ default: m.LoadCreatePage })),
);
const AiCreatePage = lazy(() =>
  import('../../features/loads/ai-create/ai-create-page').then((m) => ({ default: m.AiCreatePage })),
);
const LoadPage = lazy(() => import('../../features/loads/load-page/load-page').then((m) => ({ default: m.LoadPage })));
const DispatchBoardPage = lazy(() =>
  import('../../features/dispatch/dispatch-board-page').then((m) => ({ default: m.DispatchBoardPage })),
);
const DashboardPage = lazy(() =>
  import('../../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const DispatchPerformancePage = lazy(() =>
  import('../../features/dashboard/dispatch-performance-page').then((m) => ({ default: m.DispatchPerformancePage })),
);
const CompliancePage = lazy(() =>
  import('../../features/dashboard/compliance-page').then((m) => ({ default: m.CompliancePage })),
);
const TrackAndTracePage = lazy(() =>
  import('../../features/track-and-trace/track-and-trace-page').then((m) => ({ default: m.TrackAndTracePage })),
);

const DriverStatementsPage = lazy(() =>
  import('../../features/driver-statements/driver-statements-page').then((m) => ({ default: m.DriverStatementsPage })),
);
const DriverStatementPage = lazy(() =>
  import('../../features/driver-statements/driver-statement-page').then((m) => ({ default: m.DriverStatementPage })),
);

function areaRoute(path: AppChildPath): RouteObject {
  if (path === 'settings') return { path, element: <SettingsPage /> };
  if (path === 'dashboard') return { path, element: <DashboardPage /> };
  if (path === 'dashboard/dispatch-performance') return { path, element: <DispatchPerformancePage /> };
  if (path === 'dashboard/compliance') return { path, element: <CompliancePage /> };
  if (path === 'demo-requests') return { path, element: <DemoRequestsPage /> };
  if (path === 'customers') return { path, element: <CustomersPage /> };
  if (path === 'companies') return { path, element: <CompaniesPage /> };
  if (path === 'users') return { path, element: <UsersPage /> };
  if (path === 'loads/create') return { path, element: <LoadCreatePage /> };
  if (path === 'loads/ai-create') return { path, element: <AiCreatePage /> };
  if (path === 'dispatch') return { path, element: <DispatchBoardPage /> };
  if (path === 'accounting/loads') return { path, element: <AccountingLoadsPage /> };
  if (path === 'track-and-trace') return { path, element: <TrackAndTracePage /> };
  if (path === 'drivers') return { path, element: <DriversPage /> };
  if (path === 'equipment/trucks') return { path, element: <EquipmentPage kind="truck" /> };
  if (path === 'equipment/trailers') return { path, element: <EquipmentPage kind="trailer" /> };
  if (path === 'dispatcher-assignments') return { path, element: <DispatcherAssignmentsPage /> };
  if (path === 'track-and-trace/assignments') return { path, element: <TrackAndTraceAssignmentsPage /> };
  if (path === 'accounting/driver-statements') return { path, element: <DriverStatementsPage /> };
  if (path === 'accounting/driver-statements/:statementId') return { path, element: <DriverStatementPage /> };
  if (path === 'accounting/fuel-cards') return { path, element: <FuelCardsPage /> };
  if (path === 'accounting/fuel-transactions') return { path, element: <FuelTransactionsPage /> };
  if (path === 'company-permissions') return { path, element: <CompanyPermissionsPage /> };
  // The key makes each area a fresh page rather than a re-render of the previous one.
  return { path, element: <AreaPage key={path} path={path} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // The public site is a bundle of its own (see main.tsx): its pages load as a new document.
      ...PUBLIC_PATHS.map((path) => ({ path, element: <OpenPublicSite /> })),
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
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
              // One load's page: not a menu entry. React Router ranks 'loads/create' and
              // 'loads/ai-create' (static segments) above ':id', whatever the order here.
              { path: 'loads/:id', element: <LoadPage /> },
              // An unknown address under /app stays in the shell rather than leaving for the public site.
              { path: '*', element: <AppNotFoundPage /> },
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
