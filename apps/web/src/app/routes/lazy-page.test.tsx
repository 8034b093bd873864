import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const BoardHeading = () => <h1>Board</h1>;

describe('lazyPage', () => {
  it('starts the download once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(async () => ({ Page: BoardHeading }));
    const Page = lazyPage(load, (m) => m.Page);
    const first = Page.preload();
    expect(Page.preload()).toBe(first);
    await first;
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
