import { createContext } from 'react';
import type { ResolvedMode } from './create-app-theme';
import type { ThemeModeStep } from './theme-mode-cycle';
import type { ThemeMode } from './theme-mode-storage';

export interface ThemeModeValue {
  /** The user's choice. */
  mode: ThemeMode;
  /** What is on screen once system is resolved. */
  resolvedMode: ResolvedMode;
  setMode: (mode: ThemeMode) => void;
  /** What the theme button does next: light, dark, or back to the system mode (`nextThemeMode`). */
  nextStep: ThemeModeStep;
  /** Takes that step. */
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);
