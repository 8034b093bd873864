import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { homePathFor } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import { BrandMark } from '../../../components/brand-logo';
import { useDocumentTitle } from '../../../components/use-document-title';

/** Staff who open /driver: the address is the drivers' app, and their own work is elsewhere. */
export function NotADriverPage() {
  useDocumentTitle('Driver app');
  const { roleNames } = useSession();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ maxWidth: 420, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <BrandMark size={56} />
        <Typography variant="h5" component="h1">
          This is the driver app
        </Typography>
        <Typography color="text.secondary">
          It is for drivers, to see their loads, send documents and check calls from the road. Your account works in the
          office app.
        </Typography>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={homePathFor(roleNames)}
          startIcon={<HomeOutlined />}
        >
          Go to your home page
        </Button>
      </Box>
    </Box>
  );
}
