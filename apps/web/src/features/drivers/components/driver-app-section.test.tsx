import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DRIVER_APP_MESSAGES, type DriverAppAccount, formatDate, type RoleName } from '@tms/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

let roles: RoleName[] = ['MANAGER'];
vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(roles) }) };
});

const { DriverAppSection } = await import('./driver-app-section');

const ACCOUNT = '/api/drivers/7/app-account';
const INVITATION = `${ACCOUNT}/invitation`;
const INVITED_AT = '2026-11-20T15:00:00.000Z';
const none: DriverAppAccount = { status: 'none', email: 'rosa@drivers.test', invited_at: null, last_sign_in_at: null };

/** What the API answers; each test sets the account and the invitation's outcome. */
let account: DriverAppAccount;
let invitation: () => Response;

const fetchMock = stubFetch((url, init) => {
  if (url === ACCOUNT) return json(account);
  if (url === INVITATION && init?.method === 'POST') return invitation();
});
const invitations = () => fetchMock.mock.calls.filter(([url]) => url === INVITATION);

beforeEach(() => {
  roles = ['MANAGER'];
  account = none;
  invitation = () =>
    json({ message: DRIVER_APP_MESSAGES.invited, account: { ...none, status: 'invited', invited_at: INVITED_AT } });
});

const renderSection = () => renderWithApp(<DriverAppSection driverId={7} />);

describe("the driver drawer's Driver app section", () => {
  it('invites a driver without an account and shows the invitation at once', async () => {
    renderSection();
    expect(await screen.findByText('Not invited')).toBeTruthy();
    expect(screen.getByText('rosa@drivers.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to driver app' }));
    expect(await screen.findByText(DRIVER_APP_MESSAGES.invited)).toBeTruthy();
    expect(screen.getByText(`Invited ${formatDate(INVITED_AT)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(invitations()).toHaveLength(1);
  });

  it("shows the API's refusal as the drawer shows errors, and the account stays as it was", async () => {
    invitation = () =>
      json({ detail: [{ loc: ['body', 'email'], msg: DRIVER_APP_MESSAGES.noEmail, type: 'value_error' }] }, 422);
    account = { ...none, email: null };
    renderSection();
    expect(await screen.findByText('Not set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to driver app' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DRIVER_APP_MESSAGES.noEmail);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Invite to driver app' })).not.toHaveProperty('disabled', true),
    );
    expect(screen.getByText('Not invited')).toBeTruthy();
  });

  it('sends an unused link again, and tells a 409 in words', async () => {
    account = { ...none, status: 'invited', invited_at: INVITED_AT };
    invitation = () => json({ detail: DRIVER_APP_MESSAGES.inactive }, 409);
    renderSection();
    expect(await screen.findByText(`Invited ${formatDate(INVITED_AT)}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DRIVER_APP_MESSAGES.inactive);
  });

  it('offers no invitation to an active or deactivated account', async () => {
    const signedIn = '2026-11-24T09:30:00.000Z';
    account = { ...none, status: 'active', invited_at: INVITED_AT, last_sign_in_at: signedIn };
    const { unmount } = renderSection();
    expect(await screen.findByText(`Active, last sign-in ${formatDate(signedIn)}`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    account = { ...none, status: 'deactivated', invited_at: INVITED_AT };
    renderSection();
    expect(await screen.findByText('Deactivated')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the account to those who only read driver files, without the invitation', async () => {
    roles = ['DISPATCHER'];
    renderSection();
    expect(await screen.findByText('Not invited')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
