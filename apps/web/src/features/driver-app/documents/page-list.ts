import { DRIVER_APP_LIMITS } from '@tms/domain';

/** One page of the document being put together: a photo or a PDF the driver chose. */
export interface CapturedPage {
  id: string;
  file: File;
}

const ACCEPTED = /^(image\/|application\/pdf$)/;
const MB = 1024 * 1024;

/**
 * Adds the chosen files after the pages already there, up to the upload's limit; what cannot be
 * added comes back with why.
 */
export function addPages(
  pages: readonly CapturedPage[],
  files: readonly File[],
  newId: () => string,
): { pages: CapturedPage[]; problem: string | null } {
  const next = [...pages];
  const problems = new Set<string>();
  for (const file of files) {
    if (!ACCEPTED.test(file.type)) problems.add(`${file.name} is not a photo or a PDF`);
    else if (file.size > DRIVER_APP_LIMITS.fileMaxBytes)
      problems.add(`${file.name} is larger than ${DRIVER_APP_LIMITS.fileMaxBytes / MB} MB`);
    else if (next.length >= DRIVER_APP_LIMITS.filesMax)
      problems.add(`A document holds at most ${DRIVER_APP_LIMITS.filesMax} pages`);
    else next.push({ id: newId(), file });
  }
  return { pages: next, problem: problems.size ? [...problems].join('. ') : null };
}

/** The pages with one moved `by` places (-1 earlier, 1 later), kept within the list. */
export function movePage(pages: readonly CapturedPage[], id: string, by: -1 | 1): CapturedPage[] {
  const from = pages.findIndex((p) => p.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= pages.length) return [...pages];
  const next = [...pages];
  const [page] = next.splice(from, 1);
  next.splice(to, 0, page as CapturedPage);
  return next;
}

export const removePage = (pages: readonly CapturedPage[], id: string) => pages.filter((p) => p.id !== id);
