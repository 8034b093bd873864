import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from '../../../app/theme/use-theme-mode';

/**
 * The light/dark switch of the public site. The browser's own title stands in for the back
 * office's tooltip, whose positioning library would be a tenth of the site's script budget.
 */
export function SiteThemeToggle() {
  const { resolvedMode, toggleMode } = useThemeMode();
  const label = resolvedMode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton aria-label={label} title={label} onClick={toggleMode} sx={{ color: 'text.secondary' }}>
      {resolvedMode === 'dark' ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
