const KB = 1024;
const MB = 1024 * 1024;

/** Tenths of a unit, rounded up. */
const tenths = (bytes: number, unit: number) => Math.ceil((bytes * 10) / unit);

/**
 * A file size as the spec shows it: B, KB or MB with at most one decimal ("5 MB", "1.5 MB").
 * Rounded up, as file managers do, so a file over a limit never reads as the limit itself: one
 * byte past 10 MB shows as "10.1 MB", while a file within it never shows more than "10 MB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  // Just under 1 MB would round up to "1024 KB".
  if (tenths(bytes, KB) < 10 * 1024) return `${tenths(bytes, KB) / 10} KB`;
  return `${tenths(bytes, MB) / 10} MB`;
}
