import { useContext } from 'react';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within ThemeModeProvider');
  return value;
}
