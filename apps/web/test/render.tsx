import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotificationsProvider } from '../src/app/notifications/notifications-provider';
import { ThemeModeProvider } from '../src/app/theme/theme-mode-provider';

/**
 * Renders a component as the app does (theme, notifications, queries, router) at `url`; answers
 * the router too, so a test can read the address the component set.
 */
export function renderWithApp(ui: ReactElement, { url = '/', ...options }: RenderOptions & { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeModeProvider>
      <NotificationsProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </NotificationsProvider>
    </ThemeModeProvider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper, ...options });
  return { ...result, router, queryClient };
}

/** The current address's query parameters. */
export const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
