import { useSyncExternalStore } from 'react';
import type { ResolvedMode } from './create-app-theme';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot(): ResolvedMode {
  return window.matchMedia(QUERY).matches ? 'dark' : 'light';
}

/** The operating system's colour scheme, updated live when the user changes it. */
export function useSystemColorScheme(): ResolvedMode {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light');
}
