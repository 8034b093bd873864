import { createHash } from 'node:crypto';
import { cleanFilename } from '@tms/domain';
import { convert } from 'html-to-text';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { InboxDocument } from './mail-attachments';

/** A message's own words: its plain-text part and its HTML part, either may be missing. */
export type MailBody = { text: string | null; html: string | null };

/** More than any tender's body; a longer one is cut here before it is converted or drawn. */
const MAX_HTML_CHARS = 300_000;
const MAX_LINES = 600;
const MAX_LINE_CHARS = 160;

/**
 * The body as lines of text: the HTML part when there is one, its tables set out in aligned
 * columns (html-to-text turns markup into text; nothing is rendered and no link or image is
 * fetched); otherwise the plain-text part.
 */
export function bodyLines(body: MailBody): string[] {
  const text = body.html
    ? convert(body.html.slice(0, MAX_HTML_CHARS), {
        wordwrap: false,
        selectors: [
          { selector: 'a', options: { ignoreHref: true } },
          { selector: 'img', format: 'skip' },
          // Captions and headings as written: the reader knows "Facility", not only "FACILITY".
          ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
          {
            selector: 'table',
            format: 'dataTable',
            options: { maxColumnWidth: 48, colSpacing: 4, uppercaseHeaderCells: false },
          },
        ],
      })
    : (body.text ?? '');
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, '    ').trimEnd())
    .slice(0, MAX_LINES);
}

const MONEY = /\$\s?\d|\b\d[\d,]*\.\d{2}\s?(?:USD|CAD)\b/i;
const PICK = /\b(?:pick\s?-?ups?|shippers?|origins?|load(?:ing)? at)\b/i;
const DROP = /\b(?:deliver(?:y|ies)?|consignees?|destinations?|drops?|receivers?)\b/i;

/** A body that tells a load: a pay, somewhere to load and somewhere to deliver. */
export function describesLoad(lines: string[]): boolean {
  const text = lines.join('\n');
  return MONEY.test(text) && PICK.test(text) && DROP.test(text);
}

/** The characters Courier can draw (WinAnsi); any other prints as '?'. */
function drawable(font: PDFFont, line: string): string {
  return [...line.normalize('NFC')]
    .map((c) => {
      try {
        font.encodeText(c);
        return c;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Long lines folded at the widest a page holds, so a wide table is never cut off. */
const folded = (lines: string[]) =>
  lines.flatMap((l) => (l.length <= MAX_LINE_CHARS ? [l] : (l.match(/.{1,160}/g) ?? [])));

/**
 * The body set on Letter pages in Courier, columns kept where they stand: the reader takes it
 * as it takes any text PDF. The size fits the widest line (6 to 10 points).
 */
export async function bodyPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  const rows = folded(lines);
  const [width, height, margin] = [612, 792, 36];
  const widest = Math.max(40, ...rows.map((l) => l.length));
  const size = Math.max(6, Math.min(10, (width - 2 * margin) / (0.6 * widest)));
  const leading = size * 1.25;
  const perPage = Math.floor((height - 2 * margin) / leading);
  for (let at = 0; at < Math.max(rows.length, 1); at += perPage) {
    const page = pdf.addPage([width, height]);
    rows.slice(at, at + perPage).forEach((line, i) => {
      if (line.trim())
        page.drawText(drawable(font, line), { x: margin, y: height - margin - (i + 1) * leading, size, font });
    });
  }
  return pdf.save();
}

/**
 * A message with no document whose body tells a load (a tender written in the e-mail itself)
 * becomes one: the body drawn as a PDF, named after the subject, queued for the reader like an
 * attachment. Null when the body tells no load.
 */
export async function bodyDocument(body: MailBody, subject: string): Promise<InboxDocument | null> {
  const lines = bodyLines(body);
  if (!describesLoad(lines)) return null;
  const content = Buffer.from(await bodyPdf(lines));
  return {
    filename: cleanFilename(`${subject.trim() || 'Message'}.pdf`, 'message.pdf').slice(0, 255),
    contentType: 'application/pdf',
    content,
    sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    state: 'queued',
    reason: null,
  };
}
