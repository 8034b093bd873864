import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { LoadInboxItemDetail } from '@tms/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { inboxReading, loadInboxItem } from '../../../../test/load-inbox-item';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { loadInboxKeys } from '../../../app/api/query-keys';
import { useMarkInboxItemLoaded } from '../api/inbox-calls';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return {
    useSession: () => ({
      user: sessionUser(),
      capabilities: capabilitiesOf(['DISPATCHER']),
      roleNames: ['DISPATCHER'],
    }),
  };
});

const { AiCreatePage } = await import('./ai-create-page');

const item = loadInboxItem({ filename: 'ratecon-PL-4410.png', content_type: 'image/png' });
let detail: LoadInboxItemDetail = { ...item, reading: inboxReading() };
const broker = {
  id: 12,
  name: 'Prairie Lane Logistics',
  mc_number: '778812',
  dot_number: null,
  email: null,
  billing_email: null,
  phone_number: null,
  contact_name: null,
  street_address: null,
  city: null,
  state: null,
  zip_code: null,
  country: 'USA',
  client_ref_no: null,
  payment_terms_days: null,
  has_warning: false,
  warning_note: null,
  notes: null,
  is_deleted: false,
  version: 1,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const fetchMock = stubFetch((url, init) => {
  if (url === '/api/company/features') return json({ features: ['ai_load_extraction'] });
  if (url === `/api/loads/inbox/${item.id}`) return json(detail);
  if (url === `/api/loads/inbox/${item.id}/file`)
    return new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
      headers: { 'Content-Type': 'image/png' },
    });
  if (url === `/api/loads/inbox/${item.id}/loaded` && init?.method === 'POST')
    return new Response(null, { status: 204 });
  if (url === '/api/customers/by-mc/778812') return json(broker);
  return undefined;
});

beforeEach(() => {
  detail = { ...item, reading: inboxReading() };
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:inbox-item'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const open = () => renderWithApp(<AiCreatePage />, { url: `/app/loads/ai-create?inbox=${item.id}` });

describe('the AI page started from a load inbox item', () => {
  it('shows the mailed document beside its reading, with no upload', async () => {
    open();
    const review = await screen.findByRole('region', { name: 'Extracted fields' });
    expect(screen.getByRole('img', { name: 'Rate confirmation ratecon-PL-4410.png' }).getAttribute('src')).toBe(
      'blob:inbox-item',
    );
    expect(screen.getByText(/Mailed by Dana Booker <dana@prairie-lane.test>/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Load Inbox' }).getAttribute('href')).toBe('/app/loads/inbox');
    expect((screen.getByLabelText('Load Number') as HTMLInputElement).value).toBe('PL-4410');
    expect(await screen.findByText('Matched to Prairie Lane Logistics by MC number')).toBeTruthy();
    expect(review.textContent).toContain('Read on our server (offline)');
    // Neither the drop zone nor the upload: the reading came with the item.
    expect(screen.queryByLabelText('Choose rate confirmations')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('extract-from-pdf'))).toBe(false);
  });

  it('opens a document that could not be read with an empty form beside it', async () => {
    detail = { ...item, state: 'failed', reason: 'No text could be read from the document', reading: null };
    open();
    expect(
      await screen.findByText(
        'This document could not be read: No text could be read from the document. Fill in the load from the document beside the form.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Load Number') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Fill in from the document' })).toBeTruthy();
    // Nothing was read, so no field is marked as read badly.
    expect(screen.queryByText('Not found')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rate confirmation ratecon-PL-4410.png' })).toBeTruthy();
    expect(screen.queryByText('Read on our server (offline)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to Load Wizard' }).hasAttribute('disabled')).toBe(false);
  });

  it('says when the item is still being read, and leads back to the inbox', async () => {
    detail = { ...item, state: 'queued', broker: null, summary: null, reading: null };
    open();
    expect(
      await screen.findByText('This rate confirmation is still being read: open it again from the inbox in a moment.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Load Inbox' })).toBeTruthy();
  });

  it('says so when the item cannot be opened', async () => {
    renderWithApp(<AiCreatePage />, { url: '/app/loads/ai-create?inbox=99999999-9999-4999-8999-999999999999' });
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('letting an item go once its load is made', () => {
  it('sends the load and reads the inbox again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(loadInboxKeys.list(), { items: [item], open: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkInboxItemLoaded(), { wrapper });
    await act(() => result.current.mutateAsync({ id: item.id, loadId: 4410 }));
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/loads/inbox/${item.id}/loaded`);
    expect(call?.[1]?.body).toBe(JSON.stringify({ load_id: 4410 }));
    await waitFor(() => expect(queryClient.getQueryState(loadInboxKeys.list())?.isInvalidated).toBe(true));
  });
});
