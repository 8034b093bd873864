import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

describe('ConfirmDeleteDialog', () => {
  it('asks about the named record and confirms', () => {
    const confirm = vi.fn();
    renderWithApp(
      <ConfirmDeleteDialog
        open
        noun="Broker"
        name="Acme"
        consequence="It can be restored."
        busy={false}
        onConfirm={confirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Broker' }).textContent).toContain(
      'Are you sure you want to delete "Acme"? It can be restored.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('cannot be cancelled while deleting', () => {
    renderWithApp(<ConfirmDeleteDialog open noun="Broker" name="Acme" busy onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
  });
});
