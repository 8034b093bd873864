import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  FREE_STATUS_HINT,
  LOAD_STATUS_MEANING_HINTS,
  LOAD_STATUS_STAGE_HINTS,
  LOAD_WORKFLOW_MESSAGES,
  type LoadStatus,
} from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { LoadStatusDialog } from './load-status-dialog';

const renamed: LoadStatus = {
  id: 7,
  name: 'Completed - POD received',
  color: '#10b981',
  description: null,
  sort_order: 40,
  is_active: true,
  meaning: 'delivered',
  stage: null,
  created_at: '2026-01-05T10:00:00Z',
};

const fetchMock = stubFetch((url, init) => {
  if (url === '/api/load-statuses/7' && init?.method === 'PUT')
    return json({ ...renamed, ...JSON.parse(String(init.body)) });
});

describe('LoadStatusDialog', { timeout: 30_000 }, () => {
  it('shows what the status counts as, whatever its name, and saves a new meaning', async () => {
    const onClose = vi.fn();
    renderWithApp(<LoadStatusDialog open status={renamed} onClose={onClose} />);
    const countsAs = screen.getByRole('combobox', { name: 'Counts as' });
    expect(countsAs.textContent).toBe('Delivered');
    expect(screen.getByText(LOAD_STATUS_MEANING_HINTS.delivered)).toBeTruthy();

    fireEvent.mouseDown(countsAs);
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(screen.getByText(LOAD_STATUS_MEANING_HINTS.cancelled)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/load-statuses/7');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      name: 'Completed - POD received',
      meaning: 'cancelled',
    });
  });

  it('sets the workflow step, with its hint, and refuses one that disagrees with Counts as', async () => {
    fetchMock.mockClear();
    renderWithApp(<LoadStatusDialog open status={renamed} onClose={vi.fn()} />);
    const step = screen.getByRole('combobox', { name: 'Workflow step' });
    // No step: the field stays empty and its hint says the status is free.
    expect(screen.getByText(FREE_STATUS_HINT)).toBeTruthy();

    fireEvent.mouseDown(step);
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByText(LOAD_WORKFLOW_MESSAGES.stageMeaning('cancelled', 'cancelled'))).toBeTruthy();

    fireEvent.mouseDown(step);
    fireEvent.click(await screen.findByRole('option', { name: 'Invoiced' }));
    await waitFor(() => expect(screen.getByText(LOAD_STATUS_STAGE_HINTS.invoiced)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ meaning: 'delivered', stage: 'invoiced' });
  });
});
