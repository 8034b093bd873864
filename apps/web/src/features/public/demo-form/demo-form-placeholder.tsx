import Box from '@mui/material/Box';

const field = { height: 56, borderRadius: '0.375rem', border: 1, borderColor: 'divider' } as const;

/**
 * Stands in for the demo form while its code downloads, with the same grid and heights so that
 * nothing moves when the form arrives.
 */
export function DemoFormPlaceholder() {
  return (
    <Box
      role="status"
      aria-label="Loading the demo request form"
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {['name', 'email', 'company', 'phone'].map((key) => (
        <Box key={key} sx={field} />
      ))}
      <Box sx={{ ...field, gridColumn: '1 / -1' }} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Box sx={{ height: 50, borderRadius: '0.375rem', bgcolor: 'action.hover' }} />
        <Box sx={{ height: 20, mt: 1.5, mx: 'auto', width: '70%', borderRadius: 1, bgcolor: 'action.hover' }} />
      </Box>
    </Box>
  );
}
