import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

const Hello = ({ name }: { open: boolean; name: string }) => <p>Hello {name}</p>;

describe('lazyDialog', () => {
  it('downloads nothing while closed, and the dialog once it opens', async () => {
    const load = vi.fn(async () => Hello);
    const Dialog = lazyDialog(load, (p) => p.open);
    const { rerender, container } = render(<Dialog open={false} name="Ana" />);
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog open name="Ana" />);
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
    rerender(<Dialog open={false} name="Ana" />);
    rerender(<Dialog open name="Bo" />);
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
