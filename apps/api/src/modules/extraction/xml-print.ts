import { type Node, withCaptionTree } from './json-print';
import type { Line, TextDoc } from './layout';

/**
 * A load exported as XML and printed raw: an element a fact (<City>Dallas</City>), elements
 * nesting the parties and the stops (<Stop seq="1" type="PU">), facts in attributes as well as in
 * elements (<Appointment date="..." from="08:00" to="14:00"/>). Tags are no captions the readers
 * know, so the elements are read into the same tree as a JSON export's keys and written as
 * captions the same way: an element repeated under its parent, or named as its parent is in the
 * plural (<Stops><Stop>), is an item of a list; a bare element inside an item (an appointment)
 * gives its attributes and text to the item; an element's text with attributes is its "value".
 */

const DECL = /^<\?xml\b.*\?>$/;
const OPEN = /^<([A-Za-z][\w.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>$/;
const LEAF = /^<([A-Za-z][\w.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*>([^<]*)<\/\1>$/;
const CLOSE = /^<\/([A-Za-z][\w.-]*)>$/;
const ATTR = /([\w:.-]+)="([^"]*)"/g;

const unescaped = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
// A number as JSON writes one, so that amounts read as money; any other text quoted.
const raw = (v: string) => (/^-?\d+(?:\.\d+)?$/.test(v) && !/^0\d/.test(v) ? v : JSON.stringify(v));
const attributes = (s: string, line: Line): Node[] =>
  [...s.matchAll(ATTR)].map((m) => ({ key: m[1] ?? '', line, raw: raw(unescaped(m[2] ?? '')) }));

type Element = Node & { tag: string };

/** The elements in a tree, with the lines they take; null when the document is no XML print. */
function parse(doc: TextDoc): { roots: Element[]; used: Set<Line> } | null {
  let tagged = 0;
  for (const line of doc.lines) if (LEAF.test(line.text.trim())) tagged++;
  if (tagged < 8) return null;
  const roots: Element[] = [];
  const stack: Element[] = [];
  const used = new Set<Line>();
  const add = (el: Element) => {
    const top = stack[stack.length - 1];
    if (top) top.kids?.push(el);
    else roots.push(el);
  };
  for (const line of doc.lines) {
    const t = line.segments
      .map((s) => s.text)
      .join(' ')
      .trim();
    const leaf = t.match(LEAF);
    const open = t.match(OPEN);
    const close = t.match(CLOSE);
    if (DECL.test(t)) used.add(line);
    else if (leaf) {
      const [, tag = '', attrs = '', value = ''] = leaf;
      const kids = attributes(attrs, line);
      if (kids.length)
        add({ tag, key: tag, line, kids: [...kids, { key: 'value', line, raw: raw(unescaped(value)) }] });
      else add({ tag, key: tag, line, raw: raw(unescaped(value.trim())) });
      used.add(line);
    } else if (open) {
      const [, tag = '', attrs = '', selfClosing] = open;
      const el: Element = { tag, key: tag, line, kids: attributes(attrs, line) };
      add(el);
      if (!selfClosing) stack.push(el);
      used.add(line);
    } else if (close) {
      while (stack.length && stack.pop()?.tag !== close[1]);
      used.add(line);
    } else if (stack.length) used.add(line);
  }
  return { roots, used };
}

/** Items of lists keyed as JSON's array items are; an item's bare elements' facts given to it. */
function shaped(el: Element, inItem: boolean): Node {
  const kids = (el.kids ?? []) as (Node | Element)[];
  const tags = kids.map((k) => ('tag' in k ? k.tag : null));
  const items = kids.map(
    (k) =>
      'tag' in k &&
      k.kids !== undefined &&
      (tags.filter((t) => t === k.tag).length > 1 || el.tag.toLowerCase().startsWith(k.tag.toLowerCase())),
  );
  const out: Node[] = [];
  kids.forEach((k, i) => {
    if (!('tag' in k)) {
      out.push(k);
      return;
    }
    const item = items[i] === true;
    if (inItem && !item && k.kids) {
      // <Appointment date=".." from=".." to=".."/> inside a stop: its facts are the stop's.
      for (const g of k.kids) out.push(g.key === 'value' ? { ...g, key: k.tag } : shaped(g as Element, true));
      return;
    }
    const node = k.kids ? shaped(k, item) : k;
    out.push(item ? { ...node, key: null } : node);
  });
  return { key: el.key, line: el.line, kids: out, ...(el.raw !== undefined ? { raw: el.raw } : {}) };
}

/** The document with a printed XML export's elements written as captions; any other document as it is. */
export function withXmlPrint(doc: TextDoc): TextDoc {
  const parsed = parse(doc);
  if (!parsed) return doc;
  // The root element is the document itself: its children read as the top of the tree, and
  // its attributes are captioned with its tag (<LoadTender id="..."> a "Load Tender ID").
  const roots = parsed.roots.flatMap((r) =>
    (shaped(r, false).kids ?? []).map((k) =>
      k.raw !== undefined && !('tag' in k) ? { ...k, key: `${r.tag}_${k.key}` } : k,
    ),
  );
  return withCaptionTree(doc, roots, parsed.used);
}
