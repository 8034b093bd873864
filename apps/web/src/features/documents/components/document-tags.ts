/** Tags as typed: comma-separated, trimmed, empty ones dropped. */
export function tagsOf(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The list shows the first 2 tags (spec 2 section 9); the rest are counted. */
export const SHOWN_TAGS = 2;
