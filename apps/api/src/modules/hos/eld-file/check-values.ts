/**
 * Data check values of the ELD output file, 49 CFR 395 Subpart B, Appendix A, 4.4.5.
 *
 * Every character is first mapped to a number by Table 3 of the appendix: '1'..'9' are 1..9,
 * 'A'..'Z' are 17..42 and 'a'..'z' are 49..74 (each its ASCII code less 48). Table 3 lists no other
 * character, so '0', the comma and every other character count 0.
 */
export function characterValue(ch: string): number {
  const code = ch.charCodeAt(0);
  const isDigit = code >= 49 && code <= 57;
  const isUpper = code >= 65 && code <= 90;
  const isLower = code >= 97 && code <= 122;
  return isDigit || isUpper || isLower ? code - 48 : 0;
}

/** The sum of the Table 3 values of every character of `text`. */
function characterSum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += characterValue(text[i]!);
  return sum;
}

/** Three consecutive circular shifts left (rotate, no carry) of one 8-bit byte. */
export function rotateLeft3(byte: number): number {
  const b = byte & 0xff;
  return ((b << 3) | (b >>> 5)) & 0xff;
}

const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');

/**
 * The line data check value (4.4.5.2): the lower byte of the character sum of the line's data (the
 * line without its own check value), rotated left three times, XOR 96 hex. Two upper-case hex digits.
 */
export function lineCheckValue(line: string): string {
  return hex(rotateLeft3(characterSum(line) & 0xff) ^ 0x96, 2);
}

/**
 * The file data check value (4.4.5.3): the lower 16 bits of the sum of every line data check value,
 * each of its two bytes rotated left three times, XOR 969C hex. Four upper-case hex digits.
 */
export function fileCheckValue(lineCheckValues: string[]): string {
  let sum = 0;
  for (const value of lineCheckValues) sum += Number.parseInt(value, 16);
  const low16 = sum & 0xffff;
  const rotated = (rotateLeft3(low16 >>> 8) << 8) | rotateLeft3(low16 & 0xff);
  return hex(rotated ^ 0x969c, 4);
}

/** The elements of an event summed for its event data check value (4.4.5.1.1(b)), as written in the file. */
export type EventCheckElements = {
  event_type: string;
  event_code: string;
  date: string;
  time: string;
  vehicle_miles: string;
  engine_hours: string;
  latitude: string;
  longitude: string;
  power_unit_number: string;
  username: string;
};

/** The event data check value (4.4.5.1): the lower byte of the elements' sum, rotated left three times, XOR C3 hex. */
export function eventCheckValue(e: EventCheckElements): string {
  const text =
    e.event_type +
    e.event_code +
    e.date +
    e.time +
    e.vehicle_miles +
    e.engine_hours +
    e.latitude +
    e.longitude +
    e.power_unit_number +
    e.username;
  return hex(rotateLeft3(characterSum(text) & 0xff) ^ 0xc3, 2);
}
