import { fireEvent, screen } from '@testing-library/react';
import type { UserListItem } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { UserStatusChip, userColumns } from './user-columns';

const user = (changes: Partial<UserListItem>): UserListItem => ({
  id: 7,
  email: 'nina.park@example.test',
  name: 'Nina',
  last_name: 'Park',
  alias: null,
  phone_number: null,
  is_active: true,
  invitation_pending: false,
  company_id: 1,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00Z',
  roles: [{ id: 3, name: 'DISPATCHER' }],
  ...changes,
});

describe('user status', () => {
  it('shows a pending invitation as Invited, and an inactive one as Inactive', () => {
    renderWithApp(
      <>
        <UserStatusChip user={user({ invitation_pending: true })} />
        <UserStatusChip user={user({ invitation_pending: true, is_active: false })} />
        <UserStatusChip user={user({})} />
      </>,
    );
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('offers to resend or withdraw a pending invitation', () => {
    const onAction = vi.fn();
    const actions = userColumns({ showCompany: false, currentUserId: 1, onAction }).find((c) => c.id === 'actions')!;
    const pending = user({ invitation_pending: true });
    renderWithApp(<div>{actions.render(pending)}</div>);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Nina Park' }));
    expect(screen.getByRole('menuitem', { name: 'Resend invitation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Withdraw invitation' }));
    expect(onAction).toHaveBeenCalledWith('toggle-active', pending);
  });
});
