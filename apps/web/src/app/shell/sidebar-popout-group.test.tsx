import { act, fireEvent, screen } from '@testing-library/react';
import { capabilitiesOf } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { SUBMENU_CLOSE_DELAY_MS } from './sidebar-constants';

// An accountant: no fleet counts are asked for.
vi.mock('../session/use-session', () => ({
  useSession: () => ({
    user: sessionUser(),
    capabilities: capabilitiesOf(['ACCOUNTANT']),
    roleNames: ['ACCOUNTANT'],
    hasEldIntegration: false,
  }),
}));

const { SidebarPopoutGroup } = await import('./sidebar-popout-group');

const group = {
  id: 'accounting',
  label: 'Accounting',
  icon: 'accounting' as const,
  items: [
    { id: 'statements', label: 'Driver Statements', icon: 'accounting' as const, href: '/app/x', readonly: false },
  ],
};

// Fake timers: the close delay passes in no time.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SidebarPopoutGroup', () => {
  it('waits 300 ms after the pointer leaves before closing, and stays open when it comes back', () => {
    renderWithApp(<SidebarPopoutGroup group={group} activeId={undefined} />);
    const anchor = screen.getByRole('button', { name: 'Accounting' });
    fireEvent.mouseEnter(anchor);
    expect(anchor.getAttribute('aria-expanded')).toBe('true');

    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
    expect(anchor.getAttribute('aria-expanded')).toBe('true');
    // The pointer reached the menu in time: it stays.
    fireEvent.mouseEnter(anchor);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
    expect(anchor.getAttribute('aria-expanded')).toBe('true');

    fireEvent.mouseLeave(anchor);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
    expect(anchor.getAttribute('aria-expanded')).toBe('false');
  });
});
