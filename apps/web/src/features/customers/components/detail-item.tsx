import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface DetailItemProps {
  label: string;
  value: string | null | undefined;
  /** mailto: or tel: links make the value one click from the user's mail or phone app. */
  href?: string;
  wide?: boolean;
}

export function DetailItem({ label, value, href, wide }: DetailItemProps) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {!value ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            Not set
          </Box>
        ) : href ? (
          <Link href={href}>{value}</Link>
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}
