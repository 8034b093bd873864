import { fireEvent, screen, waitFor } from '@testing-library/react';
import { divisionCreate } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { renderWithApp } from '../../../test/render';
import { ApiError } from '../../app/api/api-error';
import { FormDialog } from './form-dialog';
import { FormSwitch } from './form-switch';
import { FormTextField } from './form-text-field';
import { useDialogForm } from './use-dialog-form';

type Input = z.input<typeof divisionCreate>;
type Output = z.output<typeof divisionCreate>;

function DivisionForm({ save, onClose = vi.fn() }: { save: (v: Output) => Promise<void>; onClose?: () => void }) {
  const dialog = useDialogForm<Input, Output>({
    schema: divisionCreate,
    open: true,
    values: () => ({ name: '', code: '', description: '', is_active: true }),
    onSubmit: async (values) => {
      await save(values);
      onClose();
    },
    failureText: 'Failed to create division',
  });
  const { control } = dialog.form;
  return (
    <FormDialog open title="Add Division" submitLabel="Create" dialog={dialog} onClose={onClose}>
      <FormTextField control={control} name="name" label="Division name" required hint="E.g. Reefer" />
      <FormTextField control={control} name="code" label="Code" />
      <FormSwitch control={control} name="is_active" label="Active" />
    </FormDialog>
  );
}

describe('FormDialog with useDialogForm', () => {
  it('validates with the domain schema and shows its message under the field', async () => {
    const save = vi.fn();
    renderWithApp(<DivisionForm save={save} />);
    expect(screen.getByText('E.g. Reefer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText(/Division name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('E.g. Reefer')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the parsed values and closes', async () => {
    const save = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithApp(<DivisionForm save={save} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Division name/), { target: { value: 'Reefer' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'Reefer', is_active: false }));
  });

  it("keeps the dialog open with the server's sentence when the save is refused", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Conflict', 'A division with this name already exists', undefined);
    });
    const onClose = vi.fn();
    renderWithApp(<DivisionForm save={save} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Division name/), { target: { value: 'Reefer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A division with this name already exists');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to its own sentence when the server gives none', async () => {
    renderWithApp(<DivisionForm save={async () => Promise.reject(new Error('network'))} />);
    fireEvent.change(screen.getByLabelText(/Division name/), { target: { value: 'Reefer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create division');
  });
});
