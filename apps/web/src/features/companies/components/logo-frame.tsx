import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface LogoFrameProps {
  src?: string | null;
  alt: string;
  /** Shown when there is no image. */
  placeholder?: ReactNode;
}

/** A logo shown whole on a faint checkerboard, so white or transparent logos stay visible. */
export function LogoFrame({ src, alt, placeholder }: LogoFrameProps) {
  return (
    <Box
      sx={(t) => {
        const square = t.palette.mode === 'dark' ? 'rgba(255,255,255,0.05)' : 'rgba(15,23,42,0.04)';
        return {
          width: '100%',
          height: 140,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          backgroundColor: 'background.paper',
          backgroundImage: `linear-gradient(45deg, ${square} 25%, transparent 25%, transparent 75%, ${square} 75%), linear-gradient(45deg, ${square} 25%, transparent 25%, transparent 75%, ${square} 75%)`,
          backgroundSize: '16px 16px',
          backgroundPosition: '0 0, 8px 8px',
        };
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ maxWidth: '90%', maxHeight: 116, objectFit: 'contain' }} />
      ) : (
        placeholder
      )}
    </Box>
  );
}
