export type ThemeMode = 'light' | 'dark' | 'system';

export const THEME_MODE_KEY = 'themeMode';

const MODES: readonly ThemeMode[] = ['light', 'dark', 'system'];

/** The saved choice, used only when it is one of the three modes; anything else means system. */
export function readThemeMode(): ThemeMode {
  try {
    const saved = localStorage.getItem(THEME_MODE_KEY);
    return MODES.includes(saved as ThemeMode) ? (saved as ThemeMode) : 'system';
  } catch {
    return 'system';
  }
}

export function writeThemeMode(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_MODE_KEY, mode);
  } catch {
    // Storage can be disabled (private mode, quotas); the choice then lasts for this visit only.
  }
}
