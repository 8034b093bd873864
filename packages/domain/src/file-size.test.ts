import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes, kilobytes and megabytes with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10_485_760)).toBe('10 MB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(2_621_440)).toBe('2.5 MB');
  });

  it('rounds up, so a file past a limit never reads as the limit', () => {
    expect(formatFileSize(10_485_761)).toBe('10.1 MB');
    expect(formatFileSize(10_485_779)).toBe('10.1 MB');
    expect(formatFileSize(10_480_000)).toBe('10 MB');
    expect(formatFileSize(1025)).toBe('1.1 KB');
    expect(formatFileSize(1_048_575)).toBe('1 MB');
  });
});
