import { fireEvent, screen, within } from '@testing-library/react';
import type { LoadStatsSummary } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp, searchOf } from '../../../test/render';
import { useBoardParams } from './board-params';
import { BoardStatusTotals } from './board-status-totals';

const stats = {
  total_loads: 3,
  by_status: [{ status_id: 1, name: 'Booked', color: '#2563eb', count: 3 }],
  rate_booked_total: '4500.00',
  driver_pay_total: '2700.00',
  miles_total: '1500.00',
} as unknown as LoadStatsSummary;

function Totals() {
  return <BoardStatusTotals p={useBoardParams()} stats={stats} />;
}

const choose = async (chip: RegExp, choice: string) => {
  fireEvent.click(within(screen.getByRole('group', { name: 'Status totals' })).getByRole('button', { name: chip }));
  fireEvent.click(await screen.findByRole('menuitemradio', { name: choice }));
};

describe('the drafts chip among the status chips', () => {
  it('hides drafts by default and shows them, or only them, from the status group', async () => {
    const { router } = renderWithApp(<Totals />, { url: '/app/dispatch?status=1' });
    const group = screen.getByRole('group', { name: 'Status totals' });
    expect(within(group).getByRole('button', { name: 'Drafts: Hide drafts' }).textContent).toBe('Drafts hidden');

    await choose(/^Drafts: /, 'Drafts only');
    expect(searchOf(router).get('drafts')).toBe('only');
    expect(searchOf(router).get('status')).toBe('1');
    expect(within(group).getByRole('button', { name: 'Drafts: Drafts only' })).toBeTruthy();

    await choose(/^Drafts: /, 'Include drafts');
    expect(searchOf(router).get('drafts')).toBe('include');
    expect(within(group).getByRole('button', { name: 'Drafts: Include drafts' }).textContent).toBe('With drafts');

    // The default stays out of the address.
    await choose(/^Drafts: /, 'Hide drafts');
    expect(searchOf(router).has('drafts')).toBe(false);
  });
});
