import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNotify } from '../../../app/notifications/use-notify';

/** The company's address for rate confirmations, in a box that selects whole, with a button that copies it. */
export function InboundAddress({ address }: { address: string | undefined }) {
  const notify = useNotify();
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify('Address copied', 'success'),
      () => notify('Could not copy: select the address and copy it', 'error'),
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
      {address ? (
        <Typography
          component="code"
          sx={{
            px: 1.25,
            py: 0.75,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            overflowWrap: 'anywhere',
            userSelect: 'all',
            minWidth: 0,
          }}
        >
          {address}
        </Typography>
      ) : (
        <Skeleton variant="rounded" width={280} height={34} />
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyOutlined fontSize="small" />}
        disabled={!address}
        onClick={() => address && void copy(address)}
      >
        Copy address
      </Button>
    </Box>
  );
}
