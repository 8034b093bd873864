/** Words that name a stop's kind, and captions of stop fields in tables and key/value blocks. */

export type StopType = 'pickup' | 'delivery';

/**
 * Who a stop sentence is told to, before its verb: "Driver will load at", "Carrier shall pick up
 * at", "Truck to deliver to". Plain sentences open a stop with it instead of a number or a label.
 */
export const SUBJECT_LEAD = String.raw`(?:(?:the\s+)?(?:driver|carrier|truck|trucker|you)\s+(?:will|shall|must|should|needs?\s+to|is\s+to|are\s+to|to)\s+(?:then\s+|also\s+|next\s+)?)`;

export const PICKUP_WORDS = String.raw`pick[\s-]?ups?|pickup|p\/u|pu|shipper|shpr|origin|loading|load\s+at|load(?=\s*@)|load(?=\s+\d{1,2}\s+(?!of\b)|\s+\d{1,2}$)|ship(?:ping)?\s+from|collect(?:\s+(?:freight|cargo|load))?\s+(?:from|at)|pick`;
// A date after "SO" makes it a stop-off, not a sales order ("2) SO 3/11/26", "SO Jan 15", "SO 2026-10-16").
const DATE_AHEAD = String.raw`\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}\/\d|\d{4}-\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)`;
export const DELIVERY_WORDS = String.raw`deliver(?:y|ies)?|consignee|cnee|receiver|drop[\s-]?off|drop|dropoff|destination|d\/r|stop[\s-]?off|so(?=\d{1,2}\b|${DATE_AHEAD})|del(?=\s*#?\s*\d{1,2}\b|\s*$)|dest(?=\s*#?\s*\d{1,2}\b|\s*$)|unload(?:ing)?(?:\s+at)?|final\s+delivery|final\s+destination|ship\s+to`;

// Report codes too: LD (load), SHPR, PKUP; UL (unload), DL, DLV, CNEE, SO (stop-off).
const PICKUP_CELL = /^(?:pick[\s-]?up|pickup|pick|p\/?u|shipper|shpr|origin|load(?:ing)?|ld|pkup|ship|pu\d*|p\d*)$/i;
const DELIVERY_CELL =
  /^(?:deliver(?:y)?|del|dlv|dl|drop(?:[\s-]?off)?|consignee|cnee|receiver|destination|dest|unload(?:ing)?|unld|ul|cons|d\/?r|d\/o|stop[\s-]?off|so|d\d*)$/i;

/** The kind a cell or a "Type:" value names ("Pick", "DEL", "Unload"), or null. */
export function kindOfCell(text: string): StopType | null {
  const t = text
    .trim()
    .replace(/[:.#\s\d]+$/, '')
    .trim();
  if (PICKUP_CELL.test(t)) return 'pickup';
  if (DELIVERY_CELL.test(t)) return 'delivery';
  return null;
}

const PICKUP_MENTION = /\b(?:pick[\s-]?up|shipper|origin|loading|load\s+at|ship\s+from)\b/i;
const DELIVERY_MENTION =
  /\b(?:deliver(?:y|ies)?|consignee|receiver|destination|unload(?:ing)?|drop[\s-]?off|ship\s+to)\b/i;

/** The kind a stop's own text mentions when only one kind is mentioned ("Pick Up Date", "Consignee:"). */
export function kindMentioned(texts: string[]): StopType | null {
  const joined = texts.join(' ');
  const p = PICKUP_MENTION.test(joined);
  const d = DELIVERY_MENTION.test(joined);
  if (p === d) return null;
  return p ? 'pickup' : 'delivery';
}

const PICKUP_SECTION =
  /^(?:pick[\s-]?ups?|pickups|shippers?|origins?|loading|loads?)\s*(?:\(s\))?\s*(?:information|info|locations?|stops?|details)?\s*:?$/i;
const DELIVERY_SECTION =
  /^(?:deliver(?:y|ies)|consignees?|receivers?|destinations?|drops?|unloading|stops?\s*off)\s*(?:\(s\))?\s*(?:information|info|locations?|stops?|details)?\s*:?$/i;

/** The kind a section title names ("SHIPPER(S)", "Deliveries", "Pickup Information"), or null. */
export function kindOfSection(text: string): StopType | null {
  const t = text.trim();
  if (PICKUP_SECTION.test(t)) return 'pickup';
  if (DELIVERY_SECTION.test(t)) return 'delivery';
  return null;
}

/** What a caption names, for tables and key/value blocks. */
export type StopField =
  | 'stop'
  | 'type'
  | 'date'
  | 'time'
  | 'timeEnd'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'cityStateZip'
  | 'reference'
  | 'phone';

const CAPTIONS: [StopField, RegExp][] = [
  // "Location" alone is the place; "Location Name" is the facility.
  ['cityStateZip', /^(?:city\s*[,/]\s*st(?:ate)?\s*[,/]?\s*(?:zip|postal)|csz|(?:stop\s*)?location(?!\s*name))\b/i],
  ['stop', /^(?:stop\s*(?:#|no\.?)?|#|seq(?:uence)?)$/i],
  ['type', /^(?:(?:stop\s*)?type|event|activity|action|p\/d|pick\s*\/\s*drop)$/i],
  ['date', /^(?:(?:appt|appointment|pick\s*up|pickup|delivery|ship|sched(?:uled)?)\s*)?date(?:\s*\/\s*time)?$/i],
  [
    'time',
    /^(?:(?:appt|appointment|pick\s*up|pickup|delivery)\s*)?(?:time|window|hours|appt|appointment)$|^sched(?:\.|ule|uled)?$|^(?:earliest|early|(?:appt|appointment|window)\s*(?:start|open))(?:\s*(?:time|appt|arrival))?$/i,
  ],
  // The window's end in a column of its own, beside an "Earliest" or "Window Start" column.
  ['timeEnd', /^(?:latest|late|(?:appt|appointment|window)\s*(?:end|close))(?:\s*(?:time|appt|arrival))?$/i],
  [
    'name',
    /^(?:(?:facility|location|company|shipper|consignee|receiver|customer|site)\s*)?name$|^(?:facility|company|site)$/i,
  ],
  ['address', /^(?:(?:street\s*)?address|street|addr\.?)(?:\s*(?:1|line\s*1))?$/i],
  ['city', /^city$/i],
  ['state', /^(?:st|state|prov(?:ince)?)$/i],
  ['zip', /^(?:zip|zip\s*code|postal(?:\s*code)?)$/i],
  [
    'reference',
    /^(?:stop\s+)?(?:ref(?:erence)?|po|p\.o\.|bol|pu|pickup|pick\s*up|del|delivery|conf(?:irmation)?|appt|order|shipper|consignee)?\s*(?:#|no\.?|numbers?|ref(?:erence)?s?)$|^(?:po|bol|ref)$/i,
  ],
  // A "Contact" column holds the stop's number (a name beside it is no phone and is not read).
  ['phone', /^(?:phone|tel(?:ephone)?|contact(?:\s*phone)?)$|^(?:ph|phone|tel)\.?\s*(?:#|no\.?)$/i],
];

/** The stop field a caption names, or null ("Date/Time" is a date whose cell also holds times). */
export function captionField(text: string): StopField | null {
  const t = text.trim().replace(/:$/, '').trim();
  for (const [field, re] of CAPTIONS) if (re.test(t)) return field;
  // "Appt/Hours", "Date / Time": the first part that names a field.
  const parts = t.split(/\s*[/&]\s*/);
  if (parts.length < 2) return null;
  for (const part of parts) for (const [field, re] of CAPTIONS) if (re.test(part)) return field;
  return null;
}
