/** The real type of a file from its first bytes, so a renamed executable is not taken for an image. */
export function sniffContentType(head: Buffer): string | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  return undefined;
}

export function extensionOf(filename: string): string {
  return (filename.match(/\.([A-Za-z0-9]{1,8})$/)?.[1] ?? '').toLowerCase();
}
