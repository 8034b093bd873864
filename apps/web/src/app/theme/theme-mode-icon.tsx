import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ThemeMode } from './theme-mode-storage';

/** The icon of the mode the theme button chooses next. */
export const THEME_MODE_ICONS: Record<ThemeMode, typeof DarkModeOutlined> = {
  dark: DarkModeOutlined,
  light: LightModeOutlined,
  system: SettingsBrightnessOutlined,
};
