import type { ResolvedMode } from './create-app-theme';
import type { ThemeMode } from './theme-mode-storage';

export interface ThemeModeStep {
  /** The mode one click chooses. */
  next: ThemeMode;
  /** What the button says it will do. */
  label: string;
}

const opposite = (mode: ResolvedMode): ResolvedMode => (mode === 'dark' ? 'light' : 'dark');

/**
 * One button walks the three modes of spec 1: from the system mode first to the look the screen
 * does not have (the click changes something), then to the other, then back to the system mode.
 */
export function nextThemeMode(mode: ThemeMode, system: ResolvedMode): ThemeModeStep {
  if (mode === 'system') return step(opposite(system));
  if (mode === opposite(system)) return step(system);
  return { next: 'system', label: 'Use system theme' };
}

function step(mode: ResolvedMode): ThemeModeStep {
  return { next: mode, label: mode === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' };
}
