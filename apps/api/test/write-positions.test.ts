import { describe, expect, it } from 'vitest';
import {
  createWritePositions,
  currentRequestPositions,
  lsnText,
  lsnValue,
  parseLsn,
  type RequestPositions,
  withRequestPositions,
} from '../src/db/write-positions';

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

  it('prints a position as PostgreSQL does, and takes back only well-formed ones (decision 0234)', () => {
    expect(lsnText(lsnValue('16/B374D848'))).toBe('16/B374D848');
    expect(lsnText(0n)).toBe('0/0');
    expect(parseLsn('a/ff')).toBe(0xa000000ffn);
    for (const bad of [undefined, '', '1', '1/', '/1', '1/2/3', 'G/1', '123456789/1', '1/0x2', ' 1/2']) {
      expect(parseLsn(bad), String(bad)).toBeUndefined();
    }
  });

  it("keeps the furthest position a request's own writes reached, for its answer to hand back", () => {
    const positions = createWritePositions();
    positions.note(1, '0/50'); // outside any request: nothing to hand back
    const request: RequestPositions = { after: 0x10n };
    withRequestPositions(request, () => {
      expect(currentRequestPositions()).toBe(request);
      positions.note(1, '0/300');
      positions.note('platform', '0/200');
    });
    expect(request).toEqual({ after: 0x10n, wrote: 0x300n });
    expect(currentRequestPositions()).toBeUndefined();
  });
});
