import { mapSegments, type Segment, type TextDoc } from './layout';
import { SPANISH } from './spanish-captions';

/**
 * Two-language sheets print each caption in English and French (or Spanish), either first ("Shipper /
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
type Halves = { first: RegExp; second: RegExp };

// The other language's half, with a stop's number after it ("Destinataire 2").
function halves(words: string): Halves {
  const half = String.raw`(?:${words})(?:\s+\d{1,2})?`;
  return {
    first: new RegExp(String.raw`^(?:${half})\s*\/\s*(?=\S)`, 'i'),
    second: new RegExp(String.raw`^(.*?\S)\s*\/\s*(?:${half})(?=$|[\s:])(:?)\s*(.*)$`, 'i'),
  };
}
const FRENCH_HALVES = halves(FRENCH);
const SPANISH_HALVES = halves(SPANISH);

function cut(text: string, { first, second }: Halves): { text: string; from: number; to: number } | null {
  const words = (s: string) => s.split(' ').filter(Boolean).length;
  const head = text.match(first);
  if (head) return { text: text.slice(head[0].length), from: 0, to: words(head[0]) };
  const m = text.match(second);
  if (!m) return null;
  const [whole, english = '', colon = '', rest = ''] = m;
  const from = words(english);
  const to = words(whole) - words(rest);
  // "Yes / Oui": a value in both languages, not a caption.
  if (!rest && !colon) return { text: english, from, to };
  return { text: `${english}:${rest ? ` ${rest}` : ''}`, from, to };
}

/** The segment's text with its French half dropped, and the span of its words dropped. */
export function englishCaption(text: string): { text: string; from: number; to: number } | null {
  return cut(text, FRENCH_HALVES);
}

/** The segment's text with its Spanish half dropped ("Peso / Weight", "Transportista / Carrier"). */
export function englishOfSpanish(text: string): { text: string; from: number; to: number } | null {
  return cut(text, SPANISH_HALVES);
}

function english(seg: Segment): Segment {
  const half = englishCaption(seg.text) ?? englishOfSpanish(seg.text);
  if (!half) return seg;
  // The words follow the text when it is their run, so cells read by position lose the French too.
  const same = seg.words.map((w) => w.text).join(' ') === seg.text;
  const words = same ? [...seg.words.slice(0, half.from), ...seg.words.slice(half.to)] : seg.words;
  // The box stays where the caption is printed, so the columns of a grid of pairs still line up.
  return words.length ? { ...seg, text: half.text, words } : seg;
}

/** The document with each caption's French half dropped. */
export function withBilingualCaptions(doc: TextDoc): TextDoc {
  return mapSegments(doc, english);
}
