/** Hands a file the app already holds (a merged PDF, an invoice) to the browser's downloads. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the link can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
