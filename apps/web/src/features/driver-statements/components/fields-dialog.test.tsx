import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { ApiError } from '../../../app/api/api-error';
import { FieldsDialog } from './fields-dialog';

const STALE = 'This statement was changed by someone else. Reload and try again.';

function setup(onSubmit: (v: Record<string, string>) => Promise<void>) {
  const props = { onSubmit: vi.fn(onSubmit), onClose: vi.fn(), onReload: vi.fn(async () => {}) };
  renderWithApp(
    <FieldsDialog
      open
      title="Mark paid"
      fields={[{ name: 'payment_reference', label: 'Payment reference' }]}
      initial={{ payment_reference: '' }}
      submitLabel="Mark paid"
      busyLabel="Saving..."
      {...props}
    />,
  );
  return props;
}

describe('a statement dialog', () => {
  it('offers Reload latest after a stale save, keeps what was typed, and saves again', async () => {
    let calls = 0;
    const props = setup(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(409, STALE, STALE, undefined);
    });
    const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
    fireEvent.change(within(dialog).getByLabelText('Payment reference'), { target: { value: 'ACH 9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(props.onReload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect((within(dialog).getByLabelText('Payment reference') as HTMLInputElement).value).toBe('ACH 9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(props.onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows other refusals without a reload', async () => {
    setup(async () => {
      throw new ApiError(422, 'Payment reference is required', 'Payment reference is required', undefined);
    });
    const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Payment reference is required');
    expect(within(alert).queryByRole('button', { name: 'Reload latest' })).toBeNull();
  });
});
