import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { capabilitiesOf } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

let roles = ['MANAGER'];
vi.mock('../../../app/session/use-session', () => ({
  useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(roles), roleNames: roles }),
}));

const { InboundAddressCard } = await import('./inbound-address-card');
const { CompanyInfoTab } = await import('../../settings/components/company-info-tab');

const OLD = 'loads+k3y9q2@inbound.acme.test';
const NEW = 'loads+w7m4x8@inbound.acme.test';
let features = ['ai_load_extraction'];
const fetchMock = stubFetch((url, init) => {
  if (url === '/api/company/features') return json({ features });
  if (url === '/api/settings/inbound-email') return json({ address: OLD });
  if (url === '/api/settings/inbound-email/rotate' && init?.method === 'POST') return json({ address: NEW });
  return undefined;
});

const card = () => screen.getByRole('region', { name: 'Rate confirmations by e-mail' });

describe('the address for rate confirmations in Settings', () => {
  it('shows the address and how to use it', async () => {
    renderWithApp(<InboundAddressCard canRotate={false} />);
    expect(await within(card()).findByText(OLD)).toBeTruthy();
    expect(card().textContent).toContain('set a rule in your mailbox that sends them here');
    expect(within(card()).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Make a new address' })).toBeNull();
  });

  it('makes a new address after warning that the old one stops working', async () => {
    renderWithApp(<InboundAddressCard canRotate />);
    await within(card()).findByText(OLD);
    fireEvent.click(within(card()).getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    expect(dialog.textContent).toContain('The current address stops working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));

    // The page behind the dialog is hidden from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card()).getByText(NEW)).toBeTruthy();
    expect(within(card()).queryByText(OLD)).toBeNull();
    expect(await screen.findByText('New address made; the old one no longer works')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/settings/inbound-email/rotate')).toHaveLength(1);
  });

  it('is in Company Info for those who book loads, with the new address for managers only', async () => {
    roles = ['DISPATCHER'];
    const { unmount } = renderWithApp(<CompanyInfoTab canEdit={false} />);
    expect(await screen.findByText(OLD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a new address' })).toBeNull();
    unmount();

    roles = ['MANAGER'];
    const manager = renderWithApp(<CompanyInfoTab canEdit />);
    expect(await screen.findByRole('button', { name: 'Make a new address' })).toBeTruthy();
    manager.unmount();

    // The accountant edits the company but books no loads; a plan without the reading has no inbox.
    roles = ['ACCOUNTANT'];
    const accountant = renderWithApp(<CompanyInfoTab canEdit />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/company/features')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Rate confirmations by e-mail' })).toBeNull();
    accountant.unmount();
    roles = ['MANAGER'];
    features = [];
    const asked = fetchMock.mock.calls.length;
    renderWithApp(<CompanyInfoTab canEdit />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.slice(asked).some(([url]) => url === '/api/company/features')).toBe(true),
    );
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Rate confirmations by e-mail' })).toBeNull();
    expect(fetchMock.mock.calls.slice(asked).some(([url]) => url === '/api/settings/inbound-email')).toBe(false);
  });
});
