import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ParsedAddress } from '@tms/domain';
import { accentText } from '../app/theme/create-app-theme';

interface AddressPreviewProps {
  address: ParsedAddress | undefined;
  loading: boolean;
}

const PARTS: readonly { key: keyof ParsedAddress; label: string }[] = [
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'ZIP code' },
  { key: 'country', label: 'Country' },
];

/** What "Use This Address" will fill in, so the user can check it first. */
export function AddressPreview({ address, loading }: AddressPreviewProps) {
  return (
    <Box
      aria-busy={loading}
      aria-label="Selected address"
      role="region"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.08 : 0.04),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', mb: 2 }}>
        <PlaceOutlined sx={{ color: accentText, mt: 0.25 }} />
        <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
          {loading || !address ? <Skeleton width="70%" /> : address.formattedAddress}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' }, gap: 1.5 }}
      >
        {PARTS.map((part) => (
          <Box key={part.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {part.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} noWrap>
              {loading || !address ? <Skeleton width={56} /> : String(address[part.key] ?? '') || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
