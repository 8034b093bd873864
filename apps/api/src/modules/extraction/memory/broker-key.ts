import type { ExtractionResult } from '@tms/domain';
import type { TextDoc } from '../layout';

/** Which broker a document is from, as the key its layout memory is kept under. */

// Company endings that vary between a broker's documents ("Acme Logistics, Inc." and "ACME LOGISTICS").
const SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'lp',
  'llp',
  'pllc',
]);

/** Lower case, punctuation as spaces, spaces collapsed. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function brokerName(name: string): string {
  const words = plain(name).split(' ');
  while (words.length > 1) {
    const last = words.at(-1) ?? '';
    // "L.L.C." reads as three letters.
    if (words.slice(-3).join(' ') === 'l l c') words.splice(-3);
    else if (SUFFIXES.has(last)) words.pop();
    else break;
  }
  return words.join(' ');
}

/**
 * 'mc:<digits>' when an MC number is known, else 'name:<lower-case name, punctuation and company
 * suffixes like inc/llc/corp removed, spaces collapsed>', else null.
 */
export function brokerKey(info: { broker_mc_number: string | null; broker_name: string | null }): string | null {
  const digits = (info.broker_mc_number ?? '').replace(/\D/g, '');
  if (digits) return `mc:${digits}`;
  const name = info.broker_name ? brokerName(info.broker_name) : '';
  return name ? `name:${name}` : null;
}

/**
 * Which of the company's known broker keys this document is from: the result's own key if known;
 * else a known MC's digits or a known name found in the document's text. null if none.
 */
export function matchBrokerKey(doc: TextDoc, result: ExtractionResult, known: string[]): string | null {
  const own = brokerKey(result.basic_info);
  if (own && known.includes(own)) return own;
  const lines = doc.lines.map((l) => l.text);
  const digits = ` ${lines.map((l) => l.replace(/\D+/g, ' ')).join(' ')} `;
  const mc = known.find((k) => k.startsWith('mc:') && k.length > 3 && digits.includes(` ${k.slice(3)} `));
  if (mc) return mc;
  const text = ` ${lines.map(plain).join(' ')} `;
  const names = known
    .filter((k) => k.startsWith('name:') && k.length > 5 && text.includes(` ${k.slice(5)} `))
    .sort((a, b) => b.length - a.length);
  return names[0] ?? null;
}
