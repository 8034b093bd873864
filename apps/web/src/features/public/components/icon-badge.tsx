import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { accentText } from '../../../app/theme/create-app-theme';

/** The tinted square that carries a feature's icon on cards. */
export function IconBadge({ icon: Icon, size = 44 }: { icon: SvgIconComponent; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2.5,
        display: 'grid',
        placeItems: 'center',
        color: accentText,
        bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.18 : 0.1),
        border: 1,
        borderColor: (t) => alpha(t.palette.primary.main, 0.2),
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}
