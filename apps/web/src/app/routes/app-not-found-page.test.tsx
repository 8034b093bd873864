import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '../theme/theme-mode-provider';

// The real route table, with a signed-in user whose roles each test sets, and the shell as a landmark.
const session = vi.hoisted(() => ({ roleNames: [] as string[] }));
vi.mock('../session/session-provider', () => ({
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../session/use-session', () => ({
  useSession: () => ({ status: 'authenticated', roleNames: session.roleNames }),
}));
vi.mock('../shell/app-shell', () => ({
  AppShell: () => (
    <div data-testid="app-shell">
      <Outlet />
    </div>
  ),
}));
vi.mock('./open-as-new-document', () => ({ OpenAsNewDocument: () => <p>Public site</p> }));

const { routes } = await import('./router');

function open(url: string, roleNames: string[]) {
  session.roleNames = roleNames;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ThemeModeProvider>
      <RouterProvider router={router} />
    </ThemeModeProvider>,
  );
  return router;
}

describe('an unknown address', () => {
  it.each([
    ['/app/no-such-page', ['DISPATCHER'], '/app/dispatch'],
    ['/app/accounting/nowhere/3', ['ACCOUNTANT'], '/app/accounting/loads'],
    ['/app/settings/extra', ['SUPERADMIN'], '/app/companies'],
  ])('under /app (%s) says so inside the shell, with the way to the user’s home page', async (url, roles, home) => {
    const router = open(url, roles);
    const shell = await screen.findByTestId('app-shell');
    expect((await within(shell).findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(within(shell).getByText('This page does not exist')).toBeTruthy();
    expect(within(shell).getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe(home);
    expect(router.state.location.pathname).toBe(url);
    expect(document.title).toMatch(/^Page not found/);
  });

  it('outside /app still leads to the public home page', async () => {
    const router = open('/no-such-page', ['DISPATCHER']);
    expect(await screen.findByText('Public site')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});
