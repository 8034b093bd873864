import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StatementLine } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { ApiError } from '../../../app/api/api-error';
import { EditableLineTable } from './editable-line-table';

const line = (id: number, kind: StatementLine['kind'], description: string, amount: string): StatementLine => ({
  id,
  kind,
  group: 'deduction',
  description,
  amount,
  source: kind === 'carry_over' ? 'generated' : 'manual',
  line_date: null,
  load_id: null,
  fuel_transaction_id: null,
  recurring_charge_id: null,
  carried_statement_id: null,
  balance_after: null,
  details: null,
});

const rows = [line(1, 'one_time', 'Trailer repair', '240.50'), line(2, 'carry_over', 'Balance from #4', '30.00')];

function setup(overrides: Partial<Parameters<typeof EditableLineTable>[0]> = {}) {
  const props = {
    label: 'Deductions',
    rows,
    empty: 'No deductions.',
    draft: true,
    negative: true,
    version: 7,
    onSave: vi.fn(async () => {}),
    onRemove: vi.fn(),
    onReload: vi.fn(async () => ({ version: 9, lines: [line(1, 'one_time', 'Trailer repair, brakes', '260.00')] })),
    ...overrides,
  };
  renderWithApp(<EditableLineTable {...props} />);
  return props;
}

const table = () => screen.getByRole('table', { name: 'Deductions' });
const amountInput = () => within(table()).getByRole('textbox', { name: 'Amount of Trailer repair' });

describe('inline editing of statement lines', () => {
  it('turns the row into inputs; Escape gives up and returns to the edit button', async () => {
    const props = setup();
    expect(within(table()).getByText('-$240.50')).toBeTruthy();
    // Carried balances have no edit or remove.
    expect(within(table()).queryByRole('button', { name: /Balance from #4/ })).toBeNull();
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Trailer repair' }));
    expect((amountInput() as HTMLInputElement).value).toBe('240.50');
    const description = within(table()).getByRole('textbox', { name: 'Description of Trailer repair' });
    await waitFor(() => expect(document.activeElement).toBe(description));
    fireEvent.change(amountInput(), { target: { value: '999' } });
    fireEvent.keyDown(amountInput(), { key: 'Escape' });
    expect(within(table()).queryByRole('textbox')).toBeNull();
    expect(within(table()).getByText('-$240.50')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table()).getByRole('button', { name: 'Edit Trailer repair' })),
    );
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('checks the values with the domain schema, then saves on Enter with the version the edit began from', async () => {
    const props = setup();
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Trailer repair' }));
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    fireEvent.keyDown(amountInput(), { key: 'Enter' });
    expect(await within(table()).findByText('Amount must be a number with up to 2 decimals')).toBeTruthy();
    const description = within(table()).getByRole('textbox', { name: 'Description of Trailer repair' });
    fireEvent.change(description, { target: { value: '  ' } });
    fireEvent.change(amountInput(), { target: { value: '250' } });
    fireEvent.keyDown(amountInput(), { key: 'Enter' });
    expect(await within(table()).findByText('Description is required')).toBeTruthy();
    expect(props.onSave).not.toHaveBeenCalled();

    fireEvent.change(description, { target: { value: 'Trailer repair, brakes' } });
    fireEvent.keyDown(description, { key: 'Enter' });
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onSave).toHaveBeenCalledWith(rows[0], { description: 'Trailer repair, brakes', amount: '250' }, 7);
    await waitFor(() => expect(within(table()).queryByRole('textbox')).toBeNull());
  });

  it('offers the latest after a stale save (409) and carries its version on the next try', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'This statement was changed by someone else. Reload and try again.',
          'This statement was changed by someone else. Reload and try again.',
          undefined,
        ),
      )
      .mockResolvedValueOnce(undefined);
    const props = setup({ onSave });
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Trailer repair' }));
    fireEvent.change(amountInput(), { target: { value: '300' } });
    fireEvent.click(within(table()).getByRole('button', { name: 'Save Trailer repair' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This statement was changed by someone else. Reload and try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(props.onReload).toHaveBeenCalled());
    await waitFor(() => expect((amountInput() as HTMLInputElement).value).toBe('260.00'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(amountInput(), { key: 'Enter' });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[2]).toBe(9);
  });

  it('shows no editing once the statement is not a draft', () => {
    setup({ draft: false });
    expect(within(table()).queryByRole('button')).toBeNull();
    expect(within(table()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
