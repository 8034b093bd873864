import { APP_CHILD_PATHS, type AppChildPath } from '@tms/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PUBLIC_PATHS } from '../../features/public/public-paths';
import { RequireAuth } from '../guards/require-auth';
import { RequireStaff } from '../guards/require-staff';
import { lazyPage } from './lazy-page';
import { OpenAsNewDocument } from './open-as-new-document';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk; the shell loads once with the first page under /app.
const LoginPage = lazyPage(
  () => import('../../features/auth/login-page'),
  (m) => m.LoginPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmailPage = lazyPage(
  () => import('../../features/auth/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const SubscriptionExpiredPage = lazyPage(
  () => import('../../features/auth/subscription-expired-page'),
  (m) => m.SubscriptionExpiredPage,
);
const DemoRequestsPage = lazyPage(
  () => import('../../features/demo-requests/demo-requests-page'),
  (m) => m.DemoRequestsPage,
);
const AppShell = lazyPage(
  () => import('../shell/app-shell'),
  (m) => m.AppShell,
);
const AppNotFoundPage = lazyPage(
  () => import('./app-not-found-page'),
  (m) => m.AppNotFoundPage,
);
const AreaPage = lazyPage(
  () => import('../../features/areas/area-page'),
  (m) => m.AreaPage,
);
const SettingsPage = lazyPage(
  () => import('../../features/settings/settings-page'),
  (m) => m.SettingsPage,
);
const CustomersPage = lazyPage(
  () => import('../../features/customers/customers-page'),
  (m) => m.CustomersPage,
);
const CompaniesPage = lazyPage(
  () => import('../../features/companies/companies-page'),
  (m) => m.CompaniesPage,
);
const UsersPage = lazyPage(
  () => import('../../features/users/users-page'),
  (m) => m.UsersPage,
);
const DriversPage = lazyPage(
  () => import('../../features/drivers/drivers-page'),
  (m) => m.DriversPage,
);
const EquipmentPage = lazyPage(
  () => import('../../features/equipment/equipment-page'),
  (m) => m.EquipmentPage,
);
const DispatcherAssignmentsPage = lazyPage(
  () => import('../../features/dispatcher-assignments/dispatcher-assignments-page'),
  (m) => m.DispatcherAssignmentsPage,
);
const TrackAndTraceAssignmentsPage = lazyPage(
  () => import('../../features/track-and-trace-assignments/track-and-trace-assignments-page'),
  (m) => m.TrackAndTraceAssignmentsPage,
);
const CompanyPermissionsPage = lazyPage(
  () => import('../../features/company-permissions/company-permissions-page'),
  (m) => m.CompanyPermissionsPage,
);

const AccountingLoadsPage = lazyPage(
  () => import('../../features/accounting-loads/accounting-loads-page'),
  (m) => m.AccountingLoadsPage,
);
const FuelCardsPage = lazyPage(
  () => import('../../features/fuel/fuel-cards-page'),
  (m) => m.FuelCardsPage,
);
const FuelTransactionsPage = lazyPage(
  () => import('../../features/fuel/fuel-transactions-page'),
  (m) => m.FuelTransactionsPage,
);

const LoadCreatePage = lazyPage(
  () => import('../../features/loads/load-create-page'),
  (m) => m.LoadCreatePage,
);
const AiCreatePage = lazyPage(
  () => import('../../features/loads/ai-create/ai-create-page'),
  (m) => m.AiCreatePage,
);
const LoadInboxPage = lazyPage(
  () => import('../../features/loads/inbox/load-inbox-page'),
  (m) => m.LoadInboxPage,
);
const LoadPage = lazyPage(
  () => import('../../features/loads/load-page/load-page'),
  (m) => m.LoadPage,
  (m) => m.prefetchLoadPage,
);
const DispatchBoardPage = lazyPage(
  () => import('../../features/dispatch/dispatch-board-page'),
  (m) => m.DispatchBoardPage,
  (m) => m.prefetchDispatchBoard,
);
const DashboardPage = lazyPage(
  () => import('../../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
const DispatchPerformancePage = lazyPage(
  () => import('../../features/dashboard/dispatch-performance-page'),
  (m) => m.DispatchPerformancePage,
);
const CompliancePage = lazyPage(
  () => import('../../features/dashboard/compliance-page'),
  (m) => m.CompliancePage,
);
const HosPage = lazyPage(
  () => import('../../features/hos/hos-page'),
  (m) => m.HosPage,
);
const TrackAndTracePage = lazyPage(
  () => import('../../features/track-and-trace/track-and-trace-page'),
  (m) => m.TrackAndTracePage,
);

const DriverStatementsPage = lazyPage(
  () => import('../../features/driver-statements/driver-statements-page'),
  (m) => m.DriverStatementsPage,
);
const DriverStatementPage = lazyPage(
  () => import('../../features/driver-statements/driver-statement-page'),
  (m) => m.DriverStatementPage,
);

const IftaPage = lazyPage(
  () => import('../../features/ifta/ifta-page'),
  (m) => m.IftaPage,
);

function areaRoute(path: AppChildPath): RouteObject {
  if (path === 'settings') return { path, element: <SettingsPage /> };
  if (path === 'dashboard') return { path, element: <DashboardPage /> };
  if (path === 'dashboard/dispatch-performance') return { path, element: <DispatchPerformancePage /> };
  if (path === 'dashboard/compliance') return { path, element: <CompliancePage /> };
  if (path === 'dashboard/hos') return { path, element: <HosPage /> };
  if (path === 'demo-requests') return { path, element: <DemoRequestsPage /> };
  if (path === 'customers') return { path, element: <CustomersPage /> };
  if (path === 'companies') return { path, element: <CompaniesPage /> };
  if (path === 'users') return { path, element: <UsersPage /> };
  if (path === 'loads/create') return { path, element: <LoadCreatePage /> };
  if (path === 'loads/ai-create') return { path, element: <AiCreatePage /> };
  if (path === 'loads/inbox') return { path, element: <LoadInboxPage /> };
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
  if (path === 'accounting/ifta') return { path, element: <IftaPage /> };
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
      ...PUBLIC_PATHS.map((path) => ({ path, element: <OpenAsNewDocument /> })),
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
            // A user who only drives has the driver app, not the office's shell.
            element: <RequireStaff />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <Navigate to="/app/dashboard" replace /> },
                  ...APP_CHILD_PATHS.map(areaRoute),
                  // One load's page: not a menu entry. React Router ranks 'loads/create' and
                  // 'loads/ai-create' and 'loads/inbox' (static segments) above ':id', whatever the order here.
                  { path: 'loads/:id', element: <LoadPage /> },
                  // An unknown address under /app stays in the shell rather than leaving for the public site.
                  { path: '*', element: <AppNotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      // The driver app (issue 36) is a bundle of its own (driver-entry.tsx): reached from here (a
      // driver's sign-in), it loads as a new document.
      { path: '/driver/*', element: <OpenAsNewDocument /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
