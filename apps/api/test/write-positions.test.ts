import { describe, expect, it } from 'vitest';
import { createWritePositions, lsnValue } from '../src/db/write-positions';

describe('write positions (decision 0232)', () => {
  it('compares WAL positions as numbers, the high half first', () => {
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('A/10') < lsnValue('A/9')).toBe(false);
  });

  it("asks for the later of a company's and the platform's marks, and forgets only what was replayed", () => {
    const positions = createWritePositions();
    expect(positions.pending(1)).toBeUndefined();
    positions.note(1, '0/200');
    positions.note(1, '0/100'); // an older commit noted late does not move the mark back
    positions.note('platform', '0/150');
    expect(positions.pending(1)).toBe(0x200n);
    expect(positions.pending(2)).toBe(0x150n);

    positions.replayed(1, 0x180n);
    expect(positions.pending(1)).toBe(0x200n);
    expect(positions.pending(2)).toBeUndefined();
    positions.replayed(1, 0x200n);
    expect(positions.pending(1)).toBeUndefined();
  });
});
