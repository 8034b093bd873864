import { createContext } from 'react';
import type { ResolvedMode } from './create-app-theme';
import type { ThemeMode } from './theme-mode-storage';

export interface ThemeModeValue {
  /** The user's choice. */
  mode: ThemeMode;
  /** What is on screen once system is resolved. */
  resolvedMode: ResolvedMode;
  setMode: (mode: ThemeMode) => void;
  /** Flips between light and dark, leaving system mode. */
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);
