import type { EldFileParse } from './eld-file-types';
import { EldLineError } from './fields';
import { readHeader } from './header';
import { readEldFileLines } from './read-lines';
import { readRecords } from './records';

export type { EldFile, EldFileParse } from './eld-file-types';

/**
 * Reads an ELD output file (49 CFR 395 Subpart B, Appendix A, 4.8.2.1): every line check value and
 * the file check value verified, every field of the segments read for hours checked. Gives the first
 * fault found, with its 1-based line (0 when the file as a whole is refused), and never throws.
 */
export function parseEldFile(text: string): EldFileParse {
  try {
    if (typeof text !== 'string') return { ok: false, line: 0, detail: 'The ELD file must be given as text.' };
    const lines = readEldFileLines(text);
    const { currentDate, ...header } = readHeader(lines.header);
    const records = readRecords(lines.lists, header.time_zone_offset, currentDate);
    return {
      ok: true,
      file: { ...header, ...records, cmvs: cmvList(lines.lists.cmvs), file_check_value: lines.fileCheckValue },
    };
  } catch (e) {
    if (e instanceof EldLineError) return { ok: false, line: e.line, detail: e.detail };
    return { ok: false, line: 0, detail: 'The ELD file could not be read.' };
  }
}

function cmvList(rows: ReturnType<typeof readEldFileLines>['lists']['cmvs']) {
  return rows.map(({ fields: f }) => ({
    order: Number(f.order),
    power_unit_number: f.power_unit_number,
    vin: f.vin === '' ? null : f.vin,
  }));
}
