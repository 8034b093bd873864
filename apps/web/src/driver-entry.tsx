import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RequireAuth } from './app/guards/require-auth';
import { NotificationsProvider } from './app/notifications/notifications-provider';
import { createQueryClient } from './app/query-client';
import { OpenAsNewDocument } from './app/routes/open-as-new-document';
import { RootLayout } from './app/routes/root-layout';
import { RouteErrorPage } from './app/routes/route-error-page';
import { ThemeModeProvider } from './app/theme/theme-mode-provider';
import { DriverApp } from './features/driver-app/driver-app';

/**
 * The driver app opened at /driver: a bundle of its own, without the back office's routes and
 * pages, so a phone on a slow network downloads and runs only what the driver sees. Any other
 * address (sign-in, the back office) loads as a new document with the back office's bundle.
 */
export function renderDriverApp(container: HTMLElement): void {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '/driver/*',
          element: (
            <RequireAuth>
              <DriverApp />
            </RequireAuth>
          ),
        },
        { path: '*', element: <OpenAsNewDocument /> },
      ],
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <ThemeModeProvider>
        <NotificationsProvider>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </NotificationsProvider>
      </ThemeModeProvider>
    </StrictMode>,
  );
}
