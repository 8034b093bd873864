import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

interface StatusColorChipProps {
  name: string;
  color: string;
}

/** A load status as the board will show it: its name on a tint of its colour, with a dot. */
export function StatusColorChip({ name, color }: StatusColorChipProps) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(color);
  const tone = valid ? color : '#64748b';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.375,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.5,
        maxWidth: '100%',
        color: 'text.primary',
        bgcolor: (t) => alpha(tone, t.palette.mode === 'dark' ? 0.24 : 0.12),
        border: 1,
        borderColor: (t) => alpha(tone, t.palette.mode === 'dark' ? 0.5 : 0.35),
      }}
    >
      <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: tone, flexShrink: 0 }} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name || 'Status name'}
      </Box>
    </Box>
  );
}
