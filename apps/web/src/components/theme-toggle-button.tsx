import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { THEME_MODE_ICONS } from '../app/theme/theme-mode-icon';
import { useThemeMode } from '../app/theme/use-theme-mode';

/** Light, dark or the system's mode, one click at a time (see `nextThemeMode`). */
export function ThemeToggleButton(props: Omit<IconButtonProps, 'onClick' | 'aria-label'>) {
  const { nextStep, toggleMode } = useThemeMode();
  const Icon = THEME_MODE_ICONS[nextStep.next];
  return (
    <Tooltip title={nextStep.label}>
      <IconButton aria-label={nextStep.label} onClick={toggleMode} {...props}>
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
