/** What the guard stores in the router state when it sends a visitor to sign in. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The page to return to after signing in: only places inside the app are accepted. */
export function rememberedDestination(state: unknown): string | undefined {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/app')) return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
