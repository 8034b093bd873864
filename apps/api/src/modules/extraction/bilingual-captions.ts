import { mapSegments, type Segment, type TextDoc } from './layout';

/**
 * Two-language sheets print each caption in English and French, either first ("Shipper /
 * Expéditeur", "Date de ramassage / Pickup Date 2026-06-15", "Commodity / Marchandise Dry Food"). The
 * French half is dropped, so the English caption reads as the vocabulary knows it; a value after
 * the French half follows a colon, which ends the caption.
 */

// French wordings of the captions and headings such sheets print, and the yes/no of their values.
const FRENCH = [
  'exp[ée]diteur',
  'destinataire',
  'transporteur',
  'n[°º]\\s*de\\s+(?:charge|commande|ramassage|livraison|r[ée]f[ée]rence)',
  'date\\s+de\\s+(?:ramassage|livraison|cueillette)',
  'date',
  'heures?',
  'rendez-vous',
  't[ée]l[ée]phone',
  't[ée]l\\.?',
  'courriel',
  'marchandises?',
  '[ée]quipement',
  'poids',
  'palettes',
  'pi[èe]ces',
  'milles',
  'mati[èe]res\\s+dangereuses',
  'tarif(?:\\s+de\\s+base)?',
  'surcharge\\s+(?:de\\s+)?carburant',
  'total',
  'devise',
  'bon\\s+de\\s+commande',
  'connaissement',
  'oui',
  'non',
].join('|');
// A French half, with a stop's number after it ("Destinataire 2").
const HALF = String.raw`(?:${FRENCH})(?:\s+\d{1,2})?`;
const FRENCH_FIRST = new RegExp(String.raw`^(?:${HALF})\s*\/\s*(?=\S)`, 'i');
const FRENCH_SECOND = new RegExp(String.raw`^(.*?\S)\s*\/\s*(?:${HALF})(?=$|[\s:])(:?)\s*(.*)$`, 'i');

/** The segment's text with its French half dropped, and the span of its words dropped. */
export function englishCaption(text: string): { text: string; from: number; to: number } | null {
  const words = (s: string) => s.split(' ').filter(Boolean).length;
  const first = text.match(FRENCH_FIRST);
  if (first) return { text: text.slice(first[0].length), from: 0, to: words(first[0]) };
  const m = text.match(FRENCH_SECOND);
  if (!m) return null;
  const [whole, english = '', colon = '', rest = ''] = m;
  const from = words(english);
  const to = words(whole) - words(rest);
  // "Yes / Oui": a value in both languages, not a caption.
  if (!rest && !colon) return { text: english, from, to };
  return { text: `${english}:${rest ? ` ${rest}` : ''}`, from, to };
}

function english(seg: Segment): Segment {
  const cut = englishCaption(seg.text);
  if (!cut) return seg;
  // The words follow the text when it is their run, so cells read by position lose the French too.
  const same = seg.words.map((w) => w.text).join(' ') === seg.text;
  const words = same ? [...seg.words.slice(0, cut.from), ...seg.words.slice(cut.to)] : seg.words;
  // The box stays where the caption is printed, so the columns of a grid of pairs still line up.
  return words.length ? { ...seg, text: cut.text, words } : seg;
}

/** The document with each caption's French half dropped. */
export function withBilingualCaptions(doc: TextDoc): TextDoc {
  return mapSegments(doc, english);
}
