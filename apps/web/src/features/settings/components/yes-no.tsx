import CheckOutlined from '@mui/icons-material/CheckOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Box from '@mui/material/Box';

/** A yes/no cell: an icon for scanning down the column and the word for reading and assistive technology. */
export function YesNo({ value }: { value: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: '0.875rem',
        color: value ? 'success.main' : 'text.secondary',
        fontWeight: value ? 600 : 400,
      }}
    >
      {value ? <CheckOutlined sx={{ fontSize: 18 }} /> : <RemoveOutlined sx={{ fontSize: 18 }} />}
      {value ? 'Yes' : 'No'}
    </Box>
  );
}
