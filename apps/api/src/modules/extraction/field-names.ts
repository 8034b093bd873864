import { mapSegments, type Segment, type TextDoc } from './layout';

/**
 * Exports print load facts under machine field names: "HAUL_RATE=2150.00", "LOAD_NO=88123",
 * "EQUIPMENT_TYPE=Van". The name is read as the caption it spells ("HAUL RATE: 2150.00"), so the
 * vocabulary of captions finds it as it finds a printed one.
 */

const FIELD = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*=\s*(.*)$/;

function spelt(seg: Segment): Segment {
  const m = seg.text.match(FIELD);
  if (!m) return seg;
  const [, name = '', value = ''] = m;
  return { ...seg, text: `${name.replace(/_/g, ' ')}:${value ? ` ${value}` : ''}` };
}

/** The document with each "FIELD_NAME=value" segment written "FIELD NAME: value". */
export function withFieldNames(doc: TextDoc): TextDoc {
  return mapSegments(doc, spelt);
}
