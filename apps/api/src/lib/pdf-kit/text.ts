/** The width of a text at the size being set. */
type Measure = (text: string) => number;

/** Splits text into lines no wider than `width`, breaking at spaces (and inside words that are too long). */
export function wrap(measure: Measure, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text cut to `width` with an ellipsis, for a place that has one line only. */
export function fit(measure: Measure, text: string, width: number): string {
  if (measure(text) <= width) return text;
  let cut = text.length;
  while (cut > 1 && measure(`${text.slice(0, cut).trimEnd()}…`) > width) cut--;
  return `${text.slice(0, cut).trimEnd()}…`;
}
