import { buildTextDoc, type Line, lineHeight, type TextDoc, type Word } from './layout';

/**
 * A tender e-mail printed from a mail client: a block of From / Sent / To / Subject lines at the
 * top, the tender in the body, the sender's signature under a closing ("Thanks,", "Regards,"), and
 * the earlier messages of the thread quoted under an "On ... wrote:" line with "> " before each
 * line. The mail's headers name the people, not the broker; the quoted messages are earlier words
 * (an offer since changed, the carrier's own phone); and the broker's name, address and phone are
 * in the signature at the foot. The mail is read as a letter instead: the headers (the subject
 * without its "RE:" and "FW:"), the signature under them as a letterhead, then the body, without the
 * quoted thread.
 */

const HEADER = /^(from|sent|date|to|cc|bcc|subject|attachments?|importance)\s*:/i;
const CLOSING =
  /^(?:thanks|thank\s+you|many\s+thanks|regards|best\s+regards|kind\s+regards|warm\s+regards|best|sincerely|cheers|respectfully)[,.!]?$/i;
const ATTRIBUTION = /^(?:on\s.{6,120}\swrote:|-{2,}\s*original\s+message\s*-{2,}|from:.*sent:.*)$/i;
const QUOTED = /^>/;
const MAX_SIGNATURE = 8;
const REPLY = /^(?:(?:re|fwd?|aw|tr)\s*:\s*)+/i;

const first = (l: Line) => l.segments[0]?.text.trim() ?? '';

/** The lines of the header block at the top of the first page, or null when the page is no mail print. */
function headerLines(lines: Line[]): Line[] | null {
  const top = lines.filter((l) => l.page === 0).slice(0, 10);
  const block = top.filter((l) => HEADER.test(first(l)));
  const names = new Set(block.map((l) => first(l).match(HEADER)?.[1]?.toLowerCase()));
  return names.has('from') && names.has('subject') && (names.has('to') || names.has('sent')) ? block : null;
}

/** A header line's words without the reply and forward marks before its subject ("RE:", "FW:", "Fwd:"). */
function unreplied(l: Line): Word[] {
  const all = l.segments.flatMap((s) => s.words);
  if (!/^subject\s*:/i.test(l.text)) return all;
  return all
    .map((w, i) => {
      const text = i
        ? w.text.replace(REPLY, '')
        : w.text.replace(new RegExp(`^(subject\\s*:\\s*)${REPLY.source.slice(1)}`, 'i'), '$1');
      const cut = w.text.length - text.length;
      const x0 = i ? w.x0 + ((w.x1 - w.x0) * cut) / Math.max(1, w.text.length) : w.x0;
      return { ...w, text, x0 };
    })
    .filter((w) => w.text.trim() !== '');
}

/** The document read as a letter: headers, signature, body, without the quoted thread. */
export function withMailPrint(doc: TextDoc): TextDoc {
  const headers = headerLines(doc.lines);
  if (!headers) return doc;
  const dropped = new Set<Line>();
  // The quoted thread: from its attribution line on, and any line quoted with ">".
  const cut = doc.lines.findIndex((l) => !dropped.has(l) && ATTRIBUTION.test(l.text.trim()));
  for (const l of doc.lines) if (QUOTED.test(first(l))) dropped.add(l);
  if (cut >= 0) for (const l of doc.lines.slice(cut)) if (QUOTED.test(first(l)) || l.index === cut) dropped.add(l);
  // The signature: the lines under the last closing before the thread, up to a blank band (a page break is none).
  const body = doc.lines.filter((l) => !dropped.has(l) && (cut < 0 || l.index < cut));
  const close = body.findLastIndex((l) => l.segments.length === 1 && CLOSING.test(first(l)));
  const signature: Line[] = [];
  for (const l of body.slice(close + 1, close + 1 + MAX_SIGNATURE)) {
    if (close < 0) break;
    const prev = signature.at(-1) ?? body[close];
    // A blank line may part the closing from the name under it, none parts the signature's lines.
    const gap = signature.length ? 1.5 : 3;
    if (prev && l.page === prev.page && l.top - prev.bottom > lineHeight(l) * gap) break;
    signature.push(l);
  }
  for (const l of signature) dropped.add(l);
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  const words = (l: Line) => (headers.includes(l) ? unreplied(l) : l.segments.flatMap((s) => s.words));
  const moved = (l: Line, dy: number) =>
    words(l).map((w) => ({ ...w, page: 0, top: w.top + dy, bottom: w.bottom + dy }));
  // The signature goes under the headers, as a letterhead over the body; the body moves down for it.
  const last = headers.at(-1) as Line;
  const pitch = lineHeight(last) * 1.3;
  const room = signature.length ? signature.length * pitch + pitch : 0;
  let y = last.bottom + pitch;
  for (const l of signature) {
    pages[0]?.push(...moved(l, y - l.top));
    y += pitch;
  }
  for (const l of doc.lines) {
    if (dropped.has(l)) continue;
    pages[l.page]?.push(...(l.page === 0 && l.top > last.top ? moved(l, room) : words(l)));
  }
  return buildTextDoc(pages);
}
