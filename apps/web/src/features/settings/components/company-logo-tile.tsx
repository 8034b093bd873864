import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { accentText } from '../../../app/theme/create-app-theme';

interface CompanyLogoTileProps {
  url: string | null | undefined;
  name: string;
  size?: number;
}

/** The company's logo on a neutral tile, or a building mark when there is none yet. */
export function CompanyLogoTile({ url, name, size = 88 }: CompanyLogoTileProps) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2.5,
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        // Logos are usually drawn for white paper, so they sit on white in both themes.
        bgcolor: url ? '#ffffff' : (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.08),
        color: accentText,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`${name} logo`}
          sx={{ maxWidth: '86%', maxHeight: '86%', objectFit: 'contain' }}
        />
      ) : (
        <ApartmentOutlined sx={{ fontSize: size * 0.45 }} />
      )}
    </Box>
  );
}
