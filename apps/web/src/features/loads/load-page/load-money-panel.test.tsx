import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { load } from '../../../../test/load';
import { renderWithApp } from '../../../../test/render';
import { LoadMoneyPanel } from './load-money-panel';

const computed = load({
  id: 9,
  rate_cargo: {
    ...load().rate_cargo,
    rate_booked: '1500.00',
    rate_dispatched: '300.00',
    rate_dispatched_manual: false,
    pay_basis: '500 loaded mi × $0.60',
  },
  accessorials: { billed_total: '75.00', driver_total: '75.00' },
  margin: '1200.00',
});
const detention = {
  id: 3,
  load_id: 9,
  kind: 'detention',
  kind_label: 'Detention',
  description: '3 h at the receiver',
  amount: '75.00',
  billed_to_customer: true,
  paid_to_driver: true,
  created_by: 1,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

const fetchMock = stubFetch((url, init) => {
  const path = new URL(url, 'http://app.test').pathname;
  if (path === '/api/loads/9/accessorials')
    return json({ accessorials: [detention], billed_total: '75.00', driver_total: '75.00' });
  if (path === '/api/loads/9/step-4' && init?.method === 'PUT') return json(computed);
  return undefined;
});

describe('LoadMoneyPanel', () => {
  it('shows the pay basis, the accessorials and the margin', async () => {
    renderWithApp(<LoadMoneyPanel load={computed} canEdit />);
    expect(screen.getByTestId('money-Driver pay').textContent).toBe('$300.00');
    expect(screen.getByText('Pay profile: 500 loaded mi × $0.60')).toBeTruthy();
    expect(screen.getByTestId('money-Margin').textContent).toBe('$1,200.00');
    const list = await screen.findByRole('list', { name: 'Accessorials' });
    expect(await within(list).findByText('Detention')).toBeTruthy();
    expect(within(list).getByText('Paid to driver')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add accessorial' })).toBeTruthy();
  });

  it('marks a typed pay Manual and goes back to the pay profile on request', async () => {
    const typed = load({
      ...computed,
      rate_cargo: { ...computed.rate_cargo, rate_dispatched_manual: true, pay_basis: null },
    });
    renderWithApp(<LoadMoneyPanel load={typed} canEdit />);
    expect(screen.getByText('Manual')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use pay profile' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/loads/9/step-4'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ rate_dispatched: null, rate_dispatched_manual: false });
    });
  });

  it('offers no changes to those who only read', async () => {
    renderWithApp(<LoadMoneyPanel load={computed} canEdit={false} />);
    await screen.findByRole('list', { name: 'Accessorials' });
    expect(screen.queryByRole('button', { name: 'Add accessorial' })).toBeNull();
  });
});
