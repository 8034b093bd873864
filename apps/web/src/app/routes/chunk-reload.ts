const RELOADED_KEY = 'tms.chunkReloadAt';
/** A second failure within this time is not a new release: reloading again would loop. */
const RELOAD_WINDOW_MS = 60_000;

/** The browser's messages when a lazy page's file is gone (a new release replaced it) or unreachable. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page once for a missing chunk, so an open tab picks up the new release; answers
 * false (show the error page) when it already reloaded a moment ago.
 */
export function reloadOnceForChunk(
  error: unknown,
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last = 0;
  try {
    last = Number(storage.getItem(RELOADED_KEY) ?? 0);
    if (now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_KEY, String(now));
  } catch {
    // Without storage there is no way to know a reload already happened: show the page instead.
    return false;
  }
  reload();
  return true;
}
