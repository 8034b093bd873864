import { DEFAULT_UPLOAD_RULE, LOAD_UPLOAD_RULE } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, fileProblem, sortChosenFiles } from './file-checks';

const file = (name: string, size = 100) => ({ name, size });

describe('upload file checks', () => {
  it('refuses types outside the rule and sizes past it with the spec messages', () => {
    expect(fileProblem(file('rate.pdf'), LOAD_UPLOAD_RULE)).toBeNull();
    expect(fileProblem(file('BOL.DOCX'), LOAD_UPLOAD_RULE)).toBeNull();
    expect(fileProblem(file('scan.tiff'), LOAD_UPLOAD_RULE)).toBe(
      'File type must be .jpg, .jpeg, .png, .gif, .webp, .pdf, .doc, .docx, .xls, .xlsx',
    );
    expect(fileProblem(file('scan.tiff'), DEFAULT_UPLOAD_RULE)).toBeNull();
    expect(fileProblem(file('big.pdf', 10_485_761), LOAD_UPLOAD_RULE)).toBe(
      'File is larger than 10485760 bytes (10 MB)',
    );
    expect(fileProblem(file('big.pdf', 10_485_761), DEFAULT_UPLOAD_RULE)).toBeNull();
    expect(fileProblem(file('empty.pdf', 0), DEFAULT_UPLOAD_RULE)).toBe('File is smaller than 1 bytes');
    expect(fileProblem(file('noext'), DEFAULT_UPLOAD_RULE)).toMatch(/^File type must be /);
  });

  it('refuses every file with "Too many files" when only one may be chosen', () => {
    const two = [file('a.pdf'), file('b.pdf')];
    expect(sortChosenFiles(two, DEFAULT_UPLOAD_RULE, false).refused.map((r) => r.reason)).toEqual([
      'Too many files',
      'Too many files',
    ]);
    const mixed = sortChosenFiles([file('a.pdf'), file('b.exe')], DEFAULT_UPLOAD_RULE, true);
    expect(mixed.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(mixed.refused.map((r) => r.file.name)).toEqual(['b.exe']);
  });

  it('offers the rule’s types and extensions to the file picker', () => {
    expect(acceptAttribute(LOAD_UPLOAD_RULE)).toContain('application/pdf');
    expect(acceptAttribute(LOAD_UPLOAD_RULE)).toContain('.xlsx');
    expect(acceptAttribute(LOAD_UPLOAD_RULE)).not.toContain('.tiff');
  });
});
