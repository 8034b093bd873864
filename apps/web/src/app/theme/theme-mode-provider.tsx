import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { createAppTheme } from './create-app-theme';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';
import { nextThemeMode } from './theme-mode-cycle';
import { readThemeMode, type ThemeMode, writeThemeMode } from './theme-mode-storage';
import { useSystemColorScheme } from './use-system-color-scheme';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readThemeMode);
  const system = useSystemColorScheme();
  const resolvedMode = mode === 'system' ? system : mode;
  const motion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true }) ? 'reduced' : 'full';

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeThemeMode(next);
  }, []);

  const nextStep = useMemo(() => nextThemeMode(mode, system), [mode, system]);
  const toggleMode = useCallback(() => setMode(nextStep.next), [nextStep, setMode]);

  // Native widgets (scrollbars, date inputs, autofill) follow the page's scheme too.
  useEffect(() => {
    document.documentElement.style.colorScheme = resolvedMode;
  }, [resolvedMode]);

  const theme = useMemo(() => createAppTheme(resolvedMode, motion), [resolvedMode, motion]);
  const value = useMemo<ThemeModeValue>(
    () => ({ mode, resolvedMode, setMode, nextStep, toggleMode }),
    [mode, resolvedMode, setMode, nextStep, toggleMode],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
