/**
 * Shows a PDF the app fetched: a new tab with the browser's viewer where it has one, else (an
 * installed app on a phone, where a blob tab may be refused) the phone's download, which opens it.
 */
export function openPdf(file: File): void {
  const url = URL.createObjectURL(file);
  // Not 'noopener': with it the browser answers null, and the fallback would always run too.
  const tab = window.open(url, '_blank');
  if (!tab) {
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    document.body.append(a);
    a.click();
    a.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 120_000);
}
