import { act, screen, waitFor } from '@testing-library/react';
import { capabilitiesOf } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { loadInboxItem } from '../../../test/load-inbox-item';
import { renderWithApp } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { LOAD_INBOX_BADGE_MS } from './load-inbox-count';

let roles = ['DISPATCHER'];
vi.mock('../session/use-session', () => ({
  useSession: () => ({
    user: sessionUser(),
    capabilities: capabilitiesOf(roles),
    roleNames: roles,
    hasEldIntegration: false,
  }),
}));

const { SidebarNav } = await import('./sidebar-nav');

let open = 3;
const fetchMock = stubFetch((url) => {
  if (url === '/api/company/features') return json({ features: ['ai_load_extraction'] });
  if (url === '/api/loads/inbox') return json({ items: [loadInboxItem()], open });
  return undefined;
});
const inboxCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/loads/inbox').length;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the Load Inbox badge', () => {
  it('shows a dispatcher how many items wait, and looks again every minute', async () => {
    roles = ['DISPATCHER'];
    open = 3;
    renderWithApp(<SidebarNav collapsed={false} />, { url: '/app/dispatch' });
    const link = await screen.findByRole('link', { name: 'Load Inbox 3 waiting for review' });
    expect(link.getAttribute('href')).toBe('/app/loads/inbox');

    open = 1;
    await act(() => vi.advanceTimersByTimeAsync(LOAD_INBOX_BADGE_MS));
    expect(await screen.findByRole('link', { name: 'Load Inbox 1 waiting for review' })).toBeTruthy();
    expect(inboxCalls()).toBe(2);

    open = 0;
    await act(() => vi.advanceTimersByTimeAsync(LOAD_INBOX_BADGE_MS));
    expect(await screen.findByRole('link', { name: 'Load Inbox' })).toBeTruthy();
  });

  it('keeps the count on the icon when the sidebar is collapsed', async () => {
    roles = ['DISPATCHER'];
    open = 12;
    renderWithApp(<SidebarNav collapsed />, { url: '/app/dispatch' });
    const link = await screen.findByRole('link', { name: 'Load Inbox 12 waiting for review' });
    expect(link.textContent).toContain('12');
  });

  it('asks nothing for those without the inbox', async () => {
    roles = ['ACCOUNTANT'];
    renderWithApp(<SidebarNav collapsed={false} />, { url: '/app/dashboard' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/company/features')).toBe(true));
    expect(screen.queryByRole('link', { name: /Load Inbox/ })).toBeNull();
    expect(inboxCalls()).toBe(0);
  });
});
