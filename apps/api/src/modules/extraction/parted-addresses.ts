import { type Address, findAddress } from './addresses';
import type { Line } from './layout';

// The state and ZIP that end an address: "OH 45373", "OH, 45373".
const STATE_ZIP = /^[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b/;

/**
 * "Troy, | OH 45373": a city and its state read as two segments of one line, as OCR parts words
 * set a little wider than a column's gap. Read together when the first ends with its comma.
 */
export function partedAddresses(line: Line): Address[] {
  const out: Address[] = [];
  for (const [i, seg] of line.segments.entries()) {
    const next = line.segments[i + 1];
    if (!next || !/,$/.test(seg.text.trim()) || !STATE_ZIP.test(next.text.trim())) continue;
    const a = findAddress(`${seg.text.trim()} ${next.text.trim()}`);
    if (a) out.push({ ...a, line, seg });
  }
  return out;
}
