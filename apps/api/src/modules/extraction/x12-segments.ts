import type { Line, Segment, TextDoc, Word } from './layout';

/**
 * A load tender printed as its raw X12 204 segments, one a line: "N1*SH*ACME FOODS~",
 * "G62*37*20250603*G*0800~", "L1*1*2150.00*FR*2150.00~". The segments are written out as the
 * captions and stop headings a printed sheet would use ("Pickup 1", "Date: 2025-06-03",
 * "Line Haul: $2150.00"), each on the line of the segment it came from, so the readers after read
 * the tender as they read any sheet. Lines that are no segment (a title, a gloss beside a segment,
 * a note) stay as printed; a segment wrapped onto a second line is joined first.
 */

const TAG = /^([A-Z][A-Z0-9]{1,2})([*|^])/;
/** Tags every 204 prints: a document with enough of its lines so is read as one. */
const CORE = ['S5', 'N1', 'N4'];

type Parsed = { line: Line; elements: string[] };

/** The separator most segment lines use after their tag, when the document is a 204 print. */
function separatorOf(doc: TextDoc): string | null {
  const counts = new Map<string, number>();
  const tags = new Set<string>();
  for (const line of doc.lines) {
    const m = line.text.match(TAG);
    if (!m) continue;
    counts.set(m[2] ?? '', (counts.get(m[2] ?? '') ?? 0) + 1);
    tags.add(m[1] ?? '');
  }
  const [sep, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return n >= 8 && CORE.every((t) => tags.has(t)) ? sep : null;
}

/** The segments in order, each with the line it starts on; a line that goes on with no tag continues the one before. */
function parse(doc: TextDoc, sep: string): { parsed: Parsed[]; used: Set<Line> } {
  const parsed: Parsed[] = [];
  const used = new Set<Line>();
  let open: { line: Line; text: string } | null = null;
  const close = () => {
    if (!open) return;
    const text = open.text.replace(/\s*[~']\s*$/, '');
    parsed.push({ line: open.line, elements: text.split(sep).map((e) => e.trim()) });
    open = null;
  };
  for (const line of doc.lines) {
    // A gloss beside the segment is a segment of its own without the separator in it.
    const data = line.segments
      .filter((s, i) => i === 0 || s.text.includes(sep))
      .map((s) => s.text)
      .join(' ');
    if (TAG.test(data) && data.match(TAG)?.[2] === sep) {
      close();
      open = { line, text: data };
      used.add(line);
      if (/[~']\s*$/.test(data)) close();
    } else if (open && data.includes(sep)) {
      open.text += data.trim();
      used.add(line);
      if (/[~']\s*$/.test(data)) close();
    } else close();
  }
  close();
  return { parsed, used };
}

const PICKUP_REASONS = new Set(['LD', 'CL', 'PL', 'LL', 'RT']);
const DELIVERY_REASONS = new Set(['UL', 'CU', 'PU', 'DR']);
const STOP_PARTIES = new Set(['SH', 'SF', 'CN', 'ST', 'SU', 'RC']);
const LOAD_REFERENCES: Record<string, string> = { PO: 'PO #', BM: 'BOL #', CO: 'Customer Order #', SO: 'Order #' };
const iso = (d: string) => (/^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}` : d);
const hhmm = (t: string) => (/^\d{4}$/.test(t) ? `${t.slice(0, 2)}:${t.slice(2)}` : t);
const dollars = (a: string) => (/^\d+(\.\d+)?$/.test(a) ? `$${a}` : a);
const FUEL = new Set(['FSC', 'FUE', 'FC', 'FS']);
const LINEHAUL = new Set(['FR', 'FL', 'PM', 'LH', '400']);

/** The captions each segment is written as, by the segment it came from. */
function captions(parsed: Parsed[]): Map<Parsed, string[]> {
  const out = new Map<Parsed, string[]>();
  const counts = { pickup: 0, delivery: 0 };
  let inStop = false;
  let party = '';
  let stopDates: Parsed[] = [];
  const flushDates = () => {
    // A stop's dates: the first gives the day, the times of all give the window.
    const times = stopDates.map((p) => p.elements[4] ?? '').filter((t) => /^\d{4}$/.test(t));
    const first = stopDates[0];
    if (first) {
      const window =
        times.length > 1 ? `${hhmm(times[0] ?? '')} - ${hhmm(times[times.length - 1] ?? '')}` : hhmm(times[0] ?? '');
      out.set(first, [`Date: ${iso(first.elements[2] ?? '')}`, ...(window ? [`Time: ${window}`] : [])]);
    }
    stopDates = [];
  };
  for (const p of parsed) {
    const [tag, ...el] = p.elements;
    const e = (n: number) => el[n - 1] ?? '';
    switch (tag) {
      case 'B2':
        if (e(4)) out.set(p, [`Load #: ${e(4)}`]);
        break;
      case 'S5': {
        flushDates();
        inStop = true;
        const kind = PICKUP_REASONS.has(e(2)) ? 'pickup' : DELIVERY_REASONS.has(e(2)) ? 'delivery' : null;
        if (kind) {
          counts[kind] += 1;
          out.set(p, [`${kind === 'pickup' ? 'Pickup' : 'Delivery'} ${counts[kind]}`]);
        }
        break;
      }
      case 'L11':
        if (inStop) out.set(p, [`Ref #: ${e(1)}`]);
        else out.set(p, [`${LOAD_REFERENCES[e(2)] ?? 'Reference #'}: ${e(1)}`]);
        break;
      case 'G62':
        if (inStop) stopDates.push(p);
        break;
      case 'N1': {
        party = e(1);
        if (STOP_PARTIES.has(party) && inStop) out.set(p, [e(2)]);
        else if (party === 'CA')
          out.set(p, [`Carrier: ${e(2)}`, ...(e(4) && e(3) === 'MC' ? [`Carrier MC: ${e(4)}`] : [])]);
        else if (party === 'BT' || party === 'BY')
          out.set(p, [`Broker: ${e(2)}`, ...(e(4) && e(3) === 'MC' ? [`MC# ${e(4)}`] : [])]);
        else if (party === 'PE') out.set(p, [`Remit To: ${e(2)}`]);
        break;
      }
      case 'N3':
        if (party !== 'PE') out.set(p, [el.filter(Boolean).join(' ')]);
        break;
      case 'N4':
        if (party !== 'PE') out.set(p, [`${e(1)}, ${e(2)} ${e(3)}`.trim()]);
        break;
      case 'PER': {
        const pairs: string[] = [];
        for (let i = 3; i + 1 <= el.length; i += 2) {
          if (e(i) === 'TE' && e(i + 1)) pairs.push(`Phone: ${e(i + 1)}`);
          if (e(i) === 'EM' && e(i + 1)) pairs.push(`Email: ${e(i + 1)}`);
        }
        if (pairs.length) out.set(p, pairs);
        break;
      }
      case 'NTE':
        if (e(2)) out.set(p, [e(2)]);
        break;
      case 'L5':
        flushDates();
        inStop = false;
        if (e(2)) out.set(p, [`Commodity: ${e(2)}`]);
        break;
      case 'AT8':
        if (e(3)) out.set(p, [`Weight: ${e(3)} ${e(2) === 'K' ? 'kg' : 'lbs'}`, ...(e(4) ? [`Pieces: ${e(4)}`] : [])]);
        break;
      case 'L1': {
        flushDates();
        inStop = false;
        const code = e(3) || e(8);
        const name = LINEHAUL.has(code) ? 'Line Haul' : FUEL.has(code) ? 'Fuel Surcharge' : e(12) || code;
        if (e(4)) out.set(p, [`${name}: ${dollars(e(4))}`]);
        break;
      }
      case 'L3':
        flushDates();
        inStop = false;
        if (e(5)) out.set(p, [`Total: ${dollars(e(5))}`]);
        break;
      default:
        break;
    }
  }
  flushDates();
  return out;
}

/** Words of `text` set from `x` on at the pitch of the line they replace. */
function wordsOf(text: string, x: number, pitch: number, like: Line): Word[] {
  const words: Word[] = [];
  let at = x;
  for (const w of text.split(' ')) {
    if (w)
      words.push({ text: w, x0: at, x1: at + w.length * pitch, top: like.top, bottom: like.bottom, page: like.page });
    at += (w.length + 1) * pitch;
  }
  return words;
}

/** The line `like` with its text replaced by `texts`, each a segment of its own, at the line's pitch. */
export function written(like: Line, texts: string[]): Line {
  const first = like.segments[0];
  const x = first?.x0 ?? 0;
  const pitch = first?.text.length ? (first.x1 - first.x0) / first.text.length : (like.bottom - like.top) * 0.6;
  let at = x;
  const segments = texts.map((t): Segment => {
    const words = wordsOf(t, at, pitch, like);
    const seg = {
      text: t,
      x0: at,
      x1: at + t.length * pitch,
      top: like.top,
      bottom: like.bottom,
      page: like.page,
      words,
    };
    at = seg.x1 + pitch * 6;
    return seg;
  });
  return { ...like, segments, text: texts.join('  ') };
}

/** The document with a printed X12 204's segments written as captions; any other document as it is. */
export function withX12Segments(doc: TextDoc): TextDoc {
  const sep = separatorOf(doc);
  if (!sep) return doc;
  const { parsed, used } = parse(doc, sep);
  const texts = captions(parsed);
  const byLine = new Map(parsed.map((p) => [p.line, p]));
  const lines: Line[] = [];
  for (const line of doc.lines) {
    if (!used.has(line)) {
      lines.push(line);
      continue;
    }
    const p = byLine.get(line);
    const t = p && texts.get(p);
    if (t?.length) lines.push(written(line, t));
  }
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
