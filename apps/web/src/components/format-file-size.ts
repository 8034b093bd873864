/** A file size as the spec shows it: B, KB or MB, one decimal dropped when it is zero ("5 MB", "1.5 MB"). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const round = (n: number) => String(Number(n.toFixed(1)));
  if (bytes < 1024 * 1024) return `${round(bytes / 1024)} KB`;
  return `${round(bytes / (1024 * 1024))} MB`;
}
