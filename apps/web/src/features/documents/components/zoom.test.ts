import { describe, expect, it } from 'vitest';
import { zoomBy } from './zoom';

describe('image zoom', () => {
  it('moves in steps of 0.25 between 0.5 and 3', () => {
    expect(zoomBy(1, 1)).toBe(1.25);
    expect(zoomBy(1, -1)).toBe(0.75);
    expect(zoomBy(0.5, -1)).toBe(0.5);
    expect(zoomBy(3, 1)).toBe(3);
    expect(zoomBy(2.75, 4)).toBe(3);
    expect(zoomBy(1.1, 1)).toBe(1.25);
  });
});
