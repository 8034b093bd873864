import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ELD_SYNC_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { integrationRow, syncState } from '../../../../test/eld';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import type { CompanyIntegrationRow } from '../../../app/session/company-integrations-query';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['MANAGER']) }) };
});

const { IntegrationsTab } = await import('./integrations-tab');

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** What GET /api/integrations/company answers; a test sets it before rendering. */
let rows: CompanyIntegrationRow[] = [];

const fetchMock = stubFetch((url, init) => {
  const method = init?.method ?? 'GET';
  if (url === '/api/integrations/company' && method === 'GET') return json(rows);
  if (url === '/api/integrations/company/3/sync' && method === 'POST') {
    if (rows[0]?.sync?.status === 'credentials_rejected') return json({ detail: ELD_SYNC_MESSAGES.rejected }, 502);
    const integration = integrationRow(syncState({ last_success_at: minutesFromNow(0), unmatched_drivers: 1 }));
    const result = {
      drivers_seen: 12,
      vehicles_seen: 8,
      events_stored: 340,
      positions_stored: 55,
      unmatched_drivers: 1,
      unmatched_vehicles: 0,
    };
    return json({ result, integration });
  }
  if (url === '/api/integrations/company/3/credentials' && method === 'DELETE')
    return json(integrationRow(syncState({ status: 'not_configured', credentials_hint: null })));
});

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('IntegrationsTab: an ELD provider card', { timeout: 30_000 }, () => {
  it('shows a working connection: the key hint, when it last synced, and what is left to match', async () => {
    rows = [
      integrationRow(syncState({ last_success_at: minutesFromNow(-2), unmatched_drivers: 2, unmatched_vehicles: 1 })),
      integrationRow(null, {
        integration_id: 9,
        integration: {
          id: 9,
          code: 'other_tracker',
          name: 'Tracker',
          kind: 'telematics',
          description: null,
          is_active: true,
        },
      }),
    ];
    const { router } = renderWithApp(<IntegrationsTab canEdit />, { url: '/?tab=4' });
    const samsara = await card('Samsara');
    expect(within(samsara).getByText('Connected')).toBeTruthy();
    expect(within(samsara).getByText('…a1b2')).toBeTruthy();
    expect(within(samsara).getByText('2 minutes ago')).toBeTruthy();
    expect(within(samsara).getByRole('button', { name: 'Replace key' })).toBeTruthy();
    expect(within(samsara).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    // An integration without credentials keeps the plain card.
    const tracker = await card('Tracker');
    expect(within(tracker).queryByRole('button', { name: 'Sync now' })).toBeNull();

    fireEvent.click(within(samsara).getByRole('button', { name: /2 drivers and 1 vehicle to match/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('match')).toBe('3'));
    expect(await screen.findByRole('dialog', { name: 'Match Samsara drivers and vehicles' })).toBeTruthy();
  });

  it('shows a failing sync with its error and the next try, and a rejected key in red words', async () => {
    rows = [
      integrationRow(
        syncState({
          status: 'failing',
          last_error: ELD_SYNC_MESSAGES.unreachable,
          last_error_at: minutesFromNow(-5),
          next_sync_at: minutesFromNow(15),
          failures: 3,
        }),
      ),
    ];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    expect(within(samsara).getByText('Sync failing')).toBeTruthy();
    expect(within(samsara).getByText(ELD_SYNC_MESSAGES.unreachable)).toBeTruthy();
    expect(within(samsara).getByText('in 15 minutes')).toBeTruthy();
    expect(within(samsara).getByText(/3 failures in a row/)).toBeTruthy();
  });

  it('offers Connect when no key is stored, and Sync now only once there is one', async () => {
    rows = [integrationRow(syncState({ status: 'not_configured', credentials_hint: null, last_success_at: null }))];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    expect(within(samsara).getByText('Not connected')).toBeTruthy();
    expect(within(samsara).getByText('Not entered')).toBeTruthy();
    expect(within(samsara).getByText('Never')).toBeTruthy();
    expect((within(samsara).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(samsara).queryByRole('button', { name: 'Disconnect' })).toBeNull();

    fireEvent.click(within(samsara).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Samsara' });
    expect(within(dialog).getByLabelText(/API token/)).toBeTruthy();
  });

  it('keeps Sync now off while the integration is switched off', async () => {
    rows = [integrationRow(syncState(), { is_active: false })];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    expect((within(samsara).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('syncs now and tells what came in', async () => {
    rows = [integrationRow(syncState())];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    fireEvent.click(within(samsara).getByRole('button', { name: 'Sync now' }));
    expect(
      await screen.findByText(
        'Samsara synced: 12 drivers, 8 vehicles; 340 log events and 55 locations stored. 1 driver to match.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(samsara).getByRole('button', { name: /1 driver to match/ })).toBeTruthy());
  });

  it("shows the provider's refusal of a sync and reads the card's state again", async () => {
    rows = [integrationRow(syncState({ status: 'credentials_rejected' }))];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    expect(within(samsara).getByText('Key rejected')).toBeTruthy();
    fetchMock.mockClear();
    fireEvent.click(within(samsara).getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText(ELD_SYNC_MESSAGES.rejected)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/integrations/company').length).toBeGreaterThan(0),
    );
  });

  it('disconnects after a confirmation', async () => {
    rows = [integrationRow(syncState())];
    renderWithApp(<IntegrationsTab canEdit />);
    const samsara = await card('Samsara');
    fireEvent.click(within(samsara).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Samsara?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(within(samsara).getByText('Not connected')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows the state without any action to someone who may not change integrations', async () => {
    rows = [integrationRow(syncState({ unmatched_vehicles: 2 }))];
    renderWithApp(<IntegrationsTab canEdit={false} />);
    const samsara = await card('Samsara');
    expect(within(samsara).getByText('Connected')).toBeTruthy();
    expect(within(samsara).getByText('2 vehicles to match')).toBeTruthy();
    expect(within(samsara).queryAllByRole('button')).toEqual([]);
  });
});
