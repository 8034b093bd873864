import Box from '@mui/material/Box';

/** Holds an address's place while it loads, so nothing moves when it arrives. */
export function AddressPlaceholder({ width = 170 }: { width?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width,
        maxWidth: '100%',
        height: '0.9em',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    />
  );
}
