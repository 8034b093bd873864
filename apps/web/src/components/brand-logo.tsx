import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const PRODUCT_NAME = 'TMS';
export const PRODUCT_TAGLINE = 'Fleet & dispatch platform';

interface BrandMarkProps {
  size?: number;
}

/** The square truck mark used in the sidebar, the sign-in pages and the favicon. */
export function BrandMark({ size = 36 }: BrandMarkProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="8" fill="#0A8D80" />
      <path d="M6.5 11h12.5v9H6.5zM19 13.5h4.2l3.3 3.4V20H19z" fill="#fff" />
      <circle cx="11" cy="21.5" r="2.6" fill="#0A8D80" stroke="#fff" strokeWidth="1.6" />
      <circle cx="22.2" cy="21.5" r="2.6" fill="#0A8D80" stroke="#fff" strokeWidth="1.6" />
    </Box>
  );
}

interface BrandLogoProps {
  size?: number;
  /** Hides the name, e.g. in the collapsed sidebar. */
  markOnly?: boolean;
  inverted?: boolean;
}

export function BrandLogo({ size = 36, markOnly = false, inverted = false }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <BrandMark size={size} />
      {!markOnly && (
        <Box sx={{ minWidth: 0, lineHeight: 1.1 }}>
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontWeight: 700,
              fontSize: '1.125rem',
              letterSpacing: '-0.01em',
              color: inverted ? '#fff' : 'text.primary',
            }}
          >
            {PRODUCT_NAME}
          </Typography>
          <Typography
            component="span"
            noWrap
            sx={{
              display: 'block',
              fontSize: '0.7rem',
              fontWeight: 500,
              color: inverted ? 'rgba(255,255,255,0.8)' : 'text.secondary',
            }}
          >
            {PRODUCT_TAGLINE}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
