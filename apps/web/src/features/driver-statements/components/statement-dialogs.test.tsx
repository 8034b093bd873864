import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STATEMENT_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { ApiError } from '../../../app/api/api-error';
import { RecurringChargeDialog } from './recurring-charge-dialog';
import { AddLineDialog, REOPEN_REASON, ReasonDialog } from './statement-dialogs';

const STALE = STATEMENT_MESSAGES.stale;
const stale = () => new ApiError(409, STALE, STALE, undefined);

function addLine(onAdd: (line: unknown) => Promise<void>) {
  const props = { onAdd: vi.fn(onAdd), onClose: vi.fn(), onReloadLatest: vi.fn(async () => {}) };
  renderWithApp(<AddLineDialog open {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Add a line' });
  const amount = within(dialog).getByLabelText('Amount ($)');
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Trailer repair' } });
  return { props, dialog, amount };
}

describe('the statement dialogs', () => {
  it('check a line with the API’s line schema before sending, and send it once it passes', async () => {
    const { props, dialog, amount } = addLine(async () => {});
    fireEvent.change(amount, { target: { value: '1800.123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Amount must be a number with up to 2 decimals',
    );
    expect(props.onAdd).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '1700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.onAdd).toHaveBeenCalledWith({ kind: 'bonus', description: 'Trailer repair', amount: '1700' });
  });

  it('offer Reload latest after a stale save, keep what was typed, and save again', async () => {
    let calls = 0;
    const { props, dialog, amount } = addLine(async () => {
      calls += 1;
      if (calls === 1) throw stale();
    });
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(props.onReloadLatest).toHaveBeenCalledTimes(1);
    expect((amount as HTMLInputElement).value).toBe('40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.onAdd).toHaveBeenCalledTimes(2);
  });

  it('show other refusals without a reload', async () => {
    const onReason = vi.fn(async () => {
      throw new ApiError(422, 'Reason is too long', 'Reason must be 500 characters or less', undefined);
    });
    renderWithApp(
      <ReasonDialog
        open
        title="Reopen statement"
        intro="The statement goes back to draft."
        submitLabel="Reopen"
        busyLabel="Reopening..."
        failureText="Failed to reopen the statement"
        schema={REOPEN_REASON}
        onReason={onReason}
        onClose={vi.fn()}
        onReloadLatest={async () => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reopen statement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reason is required');
    expect(onReason).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Wrong fuel line' } });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Reason must be 500 characters or less');
    expect(within(alert).queryByRole('button', { name: 'Reload latest' })).toBeNull();
  });

  it('refuse a monthly charge without its day with the API’s charge rules', async () => {
    const onSave = vi.fn(async () => {});
    renderWithApp(
      <RecurringChargeDialog open driverId={4} charge={null} today="2026-11-24" onSave={onSave} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add recurring charge or escrow' });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Truck lease' } });
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '450' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Schedule' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Monthly' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(STATEMENT_MESSAGES.dayOfMonth);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Day of month (monthly)'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ driver_id: 4, kind: 'charge', schedule: 'monthly', day_of_month: 15, amount: '450' }),
    );
  });
});
