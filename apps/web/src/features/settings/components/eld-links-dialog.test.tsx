import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ELD_SYNC_MESSAGES, type EldLink } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { eldLink, integrationRow, syncState } from '../../../../test/eld';
import { json, stubFetch } from '../../../../test/fetch';
import { driverItem, truckItem } from '../../../../test/fleet';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { integrationKeys } from '../../../app/api/query-keys';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['MANAGER']) }) };
});

const { EldLinksDialog } = await import('./eld-links-dialog');

const samsara = integrationRow(syncState({ unmatched_drivers: 1, unmatched_vehicles: 1 }));
const rosa = eldLink({ id: 11 });
const unit = eldLink({ id: 12, kind: 'vehicle', external_name: 'Unit 42', external_detail: 'VIN 1FUJGLDR12LM12345' });
const matched = eldLink({
  id: 13,
  external_name: 'Amir Haddad',
  external_detail: null,
  driver_id: 8,
  driver_name: 'Amir Haddad',
  matched_by: 'auto',
});
const LINKS = '/api/integrations/company/3/links';

const fetchMock = stubFetch((url, init) => {
  const method = init?.method ?? 'GET';
  if (url === `${LINKS}?status=unmatched`) return json({ links: [rosa, unit] });
  if (url === `${LINKS}?status=all`) return json({ links: [rosa, unit, matched] });
  if (url.startsWith('/api/drivers/'))
    return json({
      drivers: [driverItem({ id: 7, name: 'Rosa Delgado' }), driverItem({ id: 8, name: 'Amir Haddad' })],
      total: 2,
    });
  if (url.startsWith('/api/trucks/')) return json({ trucks: [truckItem({ id: 5, unit_number: '042' })], total: 1 });
  if (method === 'PATCH' && url.startsWith(`${LINKS}/`)) {
    const body = JSON.parse(String(init?.body));
    const link = [rosa, unit, matched].find((l) => url.endsWith(`/${l.id}`)) as EldLink;
    if (body.driver_id === 8) return json({ detail: ELD_SYNC_MESSAGES.alreadyLinked('Amir Haddad') }, 409);
    return json({ ...link, ...body, matched_by: 'manual' });
  }
});

const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

const pick = async (combobox: HTMLElement, option: string) => {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('EldLinksDialog', { timeout: 30_000 }, () => {
  it("lists the provider's drivers and vehicles to match, and matches one to a driver", async () => {
    fetchMock.mockClear();
    const { queryClient } = renderWithApp(<EldLinksDialog row={samsara} onClose={vi.fn()} />);
    queryClient.setQueryData(integrationKeys.company(1), [samsara]);
    const dialog = await screen.findByRole('dialog', { name: 'Match Samsara drivers and vehicles' });
    expect(within(dialog).getByText('1 driver and 1 vehicle to match')).toBeTruthy();
    const row = await within(dialog).findByRole('listitem', { name: 'Rosa Delgado' });
    expect(within(row).getByText('Driver · Licence TX 1234567')).toBeTruthy();
    const match = within(row).getByRole('button', { name: 'Match Rosa Delgado' }) as HTMLButtonElement;
    expect(match.disabled).toBe(true);

    await pick(within(row).getByRole('combobox', { name: 'Driver for Rosa Delgado' }), 'Rosa Delgado');
    fireEvent.click(match);
    expect(await screen.findByText('Rosa Delgado matched to Rosa Delgado')).toBeTruthy();
    expect(patches()).toEqual([{ url: `${LINKS}/11`, body: { driver_id: 7 } }]);
    // The card's counts are stale now, and read again when next shown.
    await waitFor(() => expect(queryClient.getQueryState(integrationKeys.company(1))?.isInvalidated).toBe(true));
  });

  it('matches a vehicle to a truck, and ignores one', async () => {
    fetchMock.mockClear();
    renderWithApp(<EldLinksDialog row={samsara} onClose={vi.fn()} />);
    const row = await screen.findByRole('listitem', { name: 'Unit 42' });
    await pick(within(row).getByRole('combobox', { name: 'Truck for Unit 42' }), '042');
    fireEvent.click(within(row).getByRole('button', { name: 'Match Unit 42' }));
    await waitFor(() => expect(patches()).toEqual([{ url: `${LINKS}/12`, body: { truck_id: 5 } }]));

    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Rosa Delgado' })).getByRole('button', {
        name: 'Ignore Rosa Delgado',
      }),
    );
    await waitFor(() => expect(patches()).toContainEqual({ url: `${LINKS}/11`, body: { ignored: true } }));
  });

  it("shows all of them on request, and keeps the server's refusal under its row", async () => {
    renderWithApp(<EldLinksDialog row={samsara} onClose={vi.fn()} />);
    await screen.findByRole('listitem', { name: 'Rosa Delgado' });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    const amir = await screen.findByRole('listitem', { name: 'Amir Haddad' });
    expect(within(amir).getByText('Matched automatically')).toBeTruthy();
    expect((within(amir).getByRole('combobox', { name: 'Driver for Amir Haddad' }) as HTMLInputElement).value).toBe(
      'Amir Haddad',
    );

    const rosaRow = screen.getByRole('listitem', { name: 'Rosa Delgado' });
    await pick(within(rosaRow).getByRole('combobox', { name: 'Driver for Rosa Delgado' }), 'Amir Haddad');
    fireEvent.click(within(rosaRow).getByRole('button', { name: 'Match Rosa Delgado' }));
    expect(await within(rosaRow).findByText(ELD_SYNC_MESSAGES.alreadyLinked('Amir Haddad'))).toBeTruthy();
  });

  it('says when everything is matched', async () => {
    fetchMock.mockImplementationOnce(async () => json({ links: [] }));
    renderWithApp(<EldLinksDialog row={samsara} onClose={vi.fn()} />);
    expect(await screen.findByText('Everything is matched')).toBeTruthy();
  });
});
