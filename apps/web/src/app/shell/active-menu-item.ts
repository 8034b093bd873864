import { isVisibleMenuGroup, type VisibleMenuEntry, type VisibleMenuItem } from '@tms/domain';

function flatten(entries: readonly VisibleMenuEntry[]): VisibleMenuItem[] {
  return entries.flatMap((e) => (isVisibleMenuGroup(e) ? e.items : [e]));
}

// Query parameters that change the view but not which menu entry it belongs to.
const IGNORED_PARAMS = new Set(['readonly', 'profile', 'profileTab']);

/**
 * The menu entry for the current location: the longest path that contains it, and among equal
 * paths the one whose query (e.g. tab=2) matches. /app/settings with no tab is tab 0.
 */
export function activeMenuItemId(
  entries: readonly VisibleMenuEntry[],
  pathname: string,
  search: string,
): string | undefined {
  const current = new URLSearchParams(search);
  let best: { id: string; score: number } | undefined;
  for (const item of flatten(entries)) {
    const [path = '', query = ''] = item.href.split('?');
    if (pathname !== path && !pathname.startsWith(`${path}/`)) continue;
    let score = path.length * 10;
    let mismatch = false;
    for (const [key, value] of new URLSearchParams(query)) {
      if (IGNORED_PARAMS.has(key)) continue;
      const actual = current.get(key) ?? (key === 'tab' ? '0' : null);
      if (actual === value) score += 1;
      else mismatch = true;
    }
    if (mismatch) continue;
    if (!best || score > best.score) best = { id: item.id, score };
  }
  return best?.id;
}
