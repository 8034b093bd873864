import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadInboxItem } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { loadInboxItem } from '../../../../test/load-inbox-item';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { LOAD_INBOX_POLL_MS } from '../api/inbox-calls';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['DISPATCHER']) }) };
});

const { LoadInboxPage } = await import('./load-inbox-page');

const ADDRESS = 'loads+k3y9q2@inbound.acme.test';
const read = loadInboxItem();
const queued = loadInboxItem({
  id: '11111111-1111-4111-8111-111111111111',
  filename: 'scan.png',
  content_type: 'image/png',
  state: 'queued',
  broker: null,
  summary: null,
});
const failed = loadInboxItem({
  id: '22222222-2222-4222-8222-222222222222',
  filename: 'blurry.pdf',
  state: 'failed',
  reason: 'No text could be read from the document',
  broker: null,
  summary: null,
});
const kept = loadInboxItem({
  id: '33333333-3333-4333-8333-333333333333',
  subject: 'Fwd: lunch',
  filename: null,
  content_type: null,
  size_bytes: null,
  state: 'kept',
  reason: 'The message has no PDF or image attached',
  broker: null,
  summary: null,
});

let items: LoadInboxItem[] = [];
let listStatus = 200;
const fetchMock = stubFetch((url, init) => {
  if (url === '/api/company/features') return json({ features: ['ai_load_extraction'] });
  if (url === '/api/settings/inbound-email') return json({ address: ADDRESS });
  if (url === '/api/loads/inbox' && listStatus !== 200) return json({ detail: 'Server error' }, listStatus);
  if (url === '/api/loads/inbox') return json({ items, open: items.length });
  if (url.startsWith('/api/loads/inbox/') && init?.method === 'DELETE') {
    items = items.filter((i) => !url.endsWith(i.id));
    return new Response(null, { status: 204 });
  }
  return undefined;
});
const listCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/loads/inbox').length;

beforeEach(() => {
  listStatus = 200;
  vi.useFakeTimers({ now: new Date('2026-11-29T18:00:00Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const table = () => screen.getByRole('table', { name: 'Rate confirmations received' });
const rowOf = async (text: string) => (await within(table()).findByText(text)).closest('tr') as HTMLElement;

describe('the load inbox', () => {
  it('shows each item: when, from whom, the document, its reading and what was found', async () => {
    items = [read, failed, kept];
    renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    await screen.findByRole('table', { name: 'Rate confirmations received' });

    const row = await rowOf('ratecon-PL-4410.pdf');
    expect(within(row).getByText('10 minutes ago')).toBeTruthy();
    expect(within(row).getByText('Dana Booker <dana@prairie-lane.test>')).toBeTruthy();
    expect(within(row).getByText('Rate confirmation for load PL-4410')).toBeTruthy();
    expect(within(row).getByText('47.2 KB')).toBeTruthy();
    expect(within(row).getByText('Read')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Prairie Lane Logistics' }).getAttribute('href')).toBe(
      '/app/customers?customer=12',
    );
    expect(within(row).getByText('Load PL-4410 · $1,450.00')).toBeTruthy();
    expect(within(row).getByText('Wichita, KS → Springfield, MO')).toBeTruthy();
    // The row's button says "Open", the word its name starts with, so the table fits beside the sidebar.
    expect(within(row).getByRole('button', { name: 'Open in wizard ratecon-PL-4410.pdf' }).textContent).toBe('Open');

    const notRead = await rowOf('blurry.pdf');
    expect(within(notRead).getByText('Not read')).toBeTruthy();
    expect(within(notRead).getByText('No text could be read from the document')).toBeTruthy();
    // A document not read still opens, with an empty form beside it.
    expect(within(notRead).getByRole('button', { name: 'Open in wizard blurry.pdf' }).hasAttribute('disabled')).toBe(
      false,
    );

    const noFile = await rowOf('Fwd: lunch');
    expect(within(noFile).getByText('No rate confirmation')).toBeTruthy();
    expect(within(noFile).getByText('The message has no PDF or image attached')).toBeTruthy();
    expect(within(noFile).getByText('No attachment')).toBeTruthy();
    expect(within(noFile).getByRole('button', { name: 'Open in wizard Fwd: lunch' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('opens an item in the AI page, which reads it from the inbox', async () => {
    items = [read];
    const { router } = renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open in wizard ratecon-PL-4410.pdf' }));
    expect(router.state.location.pathname).toBe('/app/loads/ai-create');
    expect(router.state.location.search).toBe(`?inbox=${read.id}`);
  });

  it('discards an item after asking', async () => {
    items = [read, failed];
    renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Discard blurry.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this rate confirmation?' });
    expect(dialog.textContent).toContain('blurry.pdf from Dana Booker <dana@prairie-lane.test> leaves the inbox');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('blurry.pdf discarded')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === `/api/loads/inbox/${failed.id}` && init?.method === 'DELETE'),
    ).toBe(true);
    await waitFor(() => expect(within(table()).queryByText('blurry.pdf')).toBeNull());
    expect(within(table()).getByText('ratecon-PL-4410.pdf')).toBeTruthy();
  });

  it('reads the list again while an item is being read, and stops once none is', async () => {
    items = [queued];
    renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    const row = await rowOf('scan.png');
    expect(within(row).getByText('Reading')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Open in wizard scan.png' }).hasAttribute('disabled')).toBe(true);
    expect(listCalls()).toBe(1);

    items = [{ ...queued, state: 'read', broker: read.broker, summary: read.summary }];
    await act(() => vi.advanceTimersByTimeAsync(LOAD_INBOX_POLL_MS));
    await waitFor(() => expect(within(row).getByText('Read')).toBeTruthy());
    expect(listCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(LOAD_INBOX_POLL_MS * 3));
    expect(listCalls()).toBe(2);
  });

  it('when empty, gives the address to mail to with a button that copies it', async () => {
    items = [];
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    expect(await screen.findByText('No rate confirmations waiting')).toBeTruthy();
    expect(screen.getByText(/Forward broker rate confirmations to your company's address/)).toBeTruthy();
    expect(await screen.findByText(ADDRESS)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('says so when the inbox cannot be read, and tries again', async () => {
    listStatus = 500;
    renderWithApp(<LoadInboxPage />, { url: '/app/loads/inbox' });
    expect(await screen.findByText('Failed to load inbox items')).toBeTruthy();
    listStatus = 200;
    items = [read];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(table()).findByText('ratecon-PL-4410.pdf')).toBeTruthy();
  });
});
