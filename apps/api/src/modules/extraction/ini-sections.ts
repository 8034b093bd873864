import { type Node, withCaptionTree } from './json-print';
import type { Line, TextDoc } from './layout';

/**
 * A load written as a key file in the INI manner: a bracketed section a party or a stop ("[load]",
 * "[broker]", "[pickup_1]", "[consignee_2]"), under it "key = value" lines whose keys are captions
 * in snake_case ("load_number = 8138347"). Keys are no captions the readers know and the sections
 * no headings, so where three sections and eight keys are printed, each section is read as an
 * object of a JSON export and written as captions the same way: a section named by a stop's kind
 * and a number is an item of the stops, with its kind as its type.
 */

const SECTION = /^\[([A-Za-z][\w .-]*)\]$/;
const KEY = /^([A-Za-z][\w.-]*)\s*(?:=|:(?=\s))\s*(.*)$/;
const COMMENT = /^[;#]/;
const STOP_SECTION = /^([A-Za-z][A-Za-z ]*?)[\s_-]*(\d{1,2})$/;

const raw = (v: string) => (/^-?\d+(?:\.\d+)?$/.test(v) && !/^0\d/.test(v) ? v : JSON.stringify(v));

/** The document with an INI key file's sections written as captions; any other document as it is. */
export function withIniSections(doc: TextDoc): TextDoc {
  const texts = doc.lines.map((l) =>
    l.segments
      .map((s) => s.text)
      .join(' ')
      .trim(),
  );
  if (texts.filter((t) => SECTION.test(t)).length < 3 || texts.filter((t) => KEY.test(t)).length < 8) return doc;
  const roots: Node[] = [];
  const used = new Set<Line>();
  let section: Node | null = null;
  doc.lines.forEach((line, i) => {
    const t = texts[i] ?? '';
    const head = t.match(SECTION);
    const pair = t.match(KEY);
    if (head) {
      const name = head[1] ?? '';
      const stop = name.match(STOP_SECTION);
      section = stop
        ? { key: null, line, kids: [{ key: 'type', line, raw: JSON.stringify((stop[1] ?? '').replace(/_/g, ' ')) }] }
        : { key: name, line, kids: [] };
      roots.push(section);
      used.add(line);
    } else if (section && pair) {
      const value = (pair[2] ?? '').trim();
      if (value) (section as Node).kids?.push({ key: pair[1] ?? '', line, raw: raw(value) });
      used.add(line);
    } else if (COMMENT.test(t)) used.add(line);
  });
  return withCaptionTree(doc, roots, used);
}
