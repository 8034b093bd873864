import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOAD_WORKFLOW_MESSAGES as W } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { LoadStatusSelect } from './load-status-select';

const load = { id: 5, load_number: 'L-5', status: { id: 1, name: 'Booked', color: '#0ea5e9' } };
const option = (status_id: number, name: string, stage: string | null, reason: string | null = null) => ({
  status_id,
  name,
  color: '#000000',
  stage,
  allowed: reason === null,
  reason,
});

const fetchMock = stubFetch((url) => {
  if (url === '/api/loads/5/status-options')
    return json({
      options: [
        option(1, 'Booked', 'booked'),
        option(2, 'Dispatched', 'dispatched'),
        option(3, 'Delivered', 'delivered', W.allStops('Delivered')),
      ],
    });
});

describe('LoadStatusSelect', { timeout: 30_000 }, () => {
  it('asks which statuses the load may take when opened, and greys the others with the reason', async () => {
    const onPick = vi.fn();
    renderWithApp(<LoadStatusSelect load={load} onPick={onPick} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of load L-5' }));
    const refused = await screen.findByRole('option', { name: /^Delivered/ });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.textContent).toContain(W.allStops('Delivered'));
    fireEvent.click(screen.getByRole('option', { name: 'Dispatched' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(2));
  });

  it('draws no list until opened, opens from the keyboard and gives the focus back on Escape', async () => {
    renderWithApp(<LoadStatusSelect load={load} onPick={vi.fn()} />);
    const status = screen.getByRole('combobox', { name: 'Status of load L-5' });
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    status.focus();
    fireEvent.keyDown(status, { key: 'ArrowDown' });
    expect(status.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('option', { name: 'Dispatched' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Booked' })));
    fireEvent.keyDown(screen.getByRole('option', { name: 'Booked' }), { key: 'Escape' });
    await waitFor(() => expect(status.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(status));
  });
});
