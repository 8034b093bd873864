import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

const gone = new TypeError('Failed to fetch dynamically imported module: /assets/users-page-abc.js');

describe('reloadOnceForChunk', () => {
  it('recognises a lazy page whose file is gone', () => {
    expect(isChunkLoadError(gone)).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads once, then shows the error page instead of looping', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(gone, 1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadOnceForChunk(gone, 1_010_000, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // A later release is a new reason to reload.
    expect(reloadOnceForChunk(gone, 1_100_000, sessionStorage, reload)).toBe(true);
  });

  it('leaves other errors to the error page', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(new Error('boom'), 0, sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
