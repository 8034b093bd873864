import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackingLink } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { ShareTrackingDialog } from './share-tracking-dialog';

const link = (over: Partial<TrackingLink>): TrackingLink => ({
  id: 1,
  load_id: 7,
  email: null,
  expires_at: '2026-12-03T12:00:00.000Z',
  revoked_at: null,
  active: true,
  created_by_name: 'Mia Manager',
  created_at: '2026-11-30T12:00:00.000Z',
  last_viewed_at: null,
  ...over,
});
let links: TrackingLink[] = [];

const fetchMock = stubFetch((url, init) => {
  if (url !== '/api/loads/7/tracking-links' && !url.startsWith('/api/loads/7/tracking-links/')) return undefined;
  if (init?.method === 'POST') {
    links = [link({ id: 9, email: 'ops@shipper.test' }), ...links];
    return json(
      { id: 9, url: 'https://app.test/track/abc', token: 'abc', expires_at: '2026-12-01T12:00:00.000Z' },
      201,
    );
  }
  if (init?.method === 'DELETE') {
    links = links.filter((l) => !url.endsWith(`/${l.id}`));
    return new Response(null, { status: 204 });
  }
  return json({ tracking_links: links });
});

const bodyOf = (method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('Share tracking', () => {
  it('creates a link for the hours chosen, e-mails it, shows it once and lists the active ones', async () => {
    links = [link({ id: 1 }), link({ id: 2, active: false, revoked_at: '2026-11-30T13:00:00.000Z' })];
    renderWithApp(<ShareTrackingDialog loadId={7} loadNumber="ACM-7" open onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Active tracking links' });
    // The revoked link is not offered.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Customer e-mail (optional)'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and e-mail link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Customer e-mail (optional)'), { target: { value: 'Ops@Shipper.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and e-mail link' }));
    expect(await screen.findByDisplayValue('https://app.test/track/abc')).toBeTruthy();
    expect(screen.getByText(/Link created and e-mailed to ops@shipper.test/)).toBeTruthy();
    expect(bodyOf('POST')).toEqual({ expires_in_hours: 72, email: 'ops@shipper.test' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Active tracking links' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
  });

  it('revokes a link', async () => {
    links = [link({ id: 4, email: 'dock@shipper.test' })];
    renderWithApp(<ShareTrackingDialog loadId={7} loadNumber="ACM-7" open onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the link of dock@shipper.test' }));
    expect(await screen.findByText('No active links.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url.endsWith('/4'))).toBe(true);
  });
});
