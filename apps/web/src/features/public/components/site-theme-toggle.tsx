import IconButton from '@mui/material/IconButton';
import { THEME_MODE_ICONS } from '../../../app/theme/theme-mode-icon';
import { useThemeMode } from '../../../app/theme/use-theme-mode';

/**
 * The light/dark/system switch of the public site. The browser's own title stands in for the back
 * office's tooltip, whose positioning library would be a tenth of the site's script budget.
 */
export function SiteThemeToggle() {
  const { nextStep, toggleMode } = useThemeMode();
  const Icon = THEME_MODE_ICONS[nextStep.next];
  return (
    <IconButton
      aria-label={nextStep.label}
      title={nextStep.label}
      onClick={toggleMode}
      sx={{ color: 'text.secondary' }}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}
