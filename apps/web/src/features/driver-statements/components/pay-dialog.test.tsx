import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { PayDialog } from './pay-dialog';

const MESSAGE =
  'Payment date must be between Oct 19, 2026 (the start of the pay period) and Dec 25, 2026 (31 days after today)';

function setup(today = '2026-11-24') {
  const props = { onPay: vi.fn(async () => {}), onClose: vi.fn() };
  renderWithApp(<PayDialog open periodStart="2026-10-19" today={today} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
  const date = within(dialog).getByLabelText('Payment date') as HTMLInputElement;
  return { props, dialog, date };
}

describe('the Mark paid dialog', () => {
  it('offers the days from the pay period’s start to 31 days after the company’s today', () => {
    const { date, dialog } = setup();
    expect([date.min, date.max, date.value]).toEqual(['2026-10-19', '2026-12-25', '2026-11-24']);
    expect(within(dialog).getByText("From the pay period's start, Oct 19, 2026, to Dec 25, 2026")).toBeTruthy();
  });

  it('says why a date outside them is refused, sends nothing, and pays once it is inside', async () => {
    const { props, dialog, date } = setup();
    fireEvent.change(within(dialog).getByLabelText(/Payment reference/), { target: { value: 'ACH 9' } });
    for (const day of ['1990-01-01', '2026-12-26']) {
      fireEvent.change(date, { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(MESSAGE);
    }
    expect(props.onPay).not.toHaveBeenCalled();
    fireEvent.change(date, { target: { value: '2026-12-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.onPay).toHaveBeenCalledWith({ payment_date: '2026-12-25', payment_reference: 'ACH 9' });
  });

  it('marks the payment reference required, as the API requires it, and names it when missing', async () => {
    const { props, dialog } = setup();
    const reference = within(dialog).getByLabelText(/Payment reference/) as HTMLInputElement;
    expect(reference.required).toBe(true);
    expect(dialog.querySelector(`label[for="${reference.id}"]`)?.textContent).toMatch(/^Payment reference\s*\*$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Payment reference is required');
    expect(props.onPay).not.toHaveBeenCalled();
  });

  it('starts on the period’s first day when the period has not begun yet', () => {
    const { date } = setup('2026-10-01');
    expect(date.value).toBe('2026-10-19');
  });
});
