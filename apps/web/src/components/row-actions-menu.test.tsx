import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { RowActionsMenu } from './row-actions-menu';

describe('RowActionsMenu', () => {
  it('lists the shown actions, runs the chosen one and keeps the click from the row', () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const rowClick = vi.fn();
    renderWithApp(
      // biome-ignore lint/a11y: a stand-in for a clickable table row
      <div onClick={rowClick}>
        <RowActionsMenu
          label="Acme"
          actions={[
            { label: 'Edit', icon: EditOutlined, onClick: edit },
            { label: 'Restore', icon: EditOutlined, onClick: vi.fn(), hidden: true },
            { label: 'Delete', icon: DeleteOutline, onClick: remove, destructive: true },
          ]}
        />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(edit).not.toHaveBeenCalled();
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('shows nothing when no action applies', () => {
    renderWithApp(
      <RowActionsMenu label="Acme" actions={[{ label: 'Edit', icon: EditOutlined, onClick: vi.fn(), hidden: true }]} />,
    );
    expect(screen.queryByRole('button', { name: 'Actions for Acme' })).toBeNull();
  });

  it('shows each action as a labelled button when asked', () => {
    const edit = vi.fn();
    renderWithApp(
      <RowActionsMenu
        label="Acme"
        variant="buttons"
        actions={[
          { label: 'Edit', icon: EditOutlined, onClick: edit },
          { label: 'Delete', icon: DeleteOutline, onClick: vi.fn(), disabled: true },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
    expect(edit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Delete Acme' }).hasAttribute('disabled')).toBe(true);
  });
});
