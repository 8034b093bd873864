import HourglassDisabledOutlined from '@mui/icons-material/HourglassDisabledOutlined';
import Logout from '@mui/icons-material/Logout';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../app/session/use-session';
import { BrandLogo } from '../../components/brand-logo';
import { ThemeToggleButton } from '../../components/theme-toggle-button';
import { useContactEmails } from '../../components/use-contact-emails';
import { useDocumentTitle } from '../../components/use-document-title';

const supportMailto = (address: string) =>
  `mailto:${address}?subject=${encodeURIComponent('Subscription renewal')}&body=${encodeURIComponent(
    'Hello,\n\nOur company subscription has expired and we would like to restore access.\n\nCompany:\nContact phone:\n',
  )}`;

export function SubscriptionExpiredPage() {
  useDocumentTitle('Subscription expired');
  const { logout } = useSession();
  // The address lives in the server's configuration (GET /api/public/config).
  const support = useContactEmails()?.support;
  const [signingOut, setSigningOut] = useState(false);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
        <BrandLogo size={32} />
        <ThemeToggleButton />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8 }}>
        <Card sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box
            sx={{
              width: 72,
              height: 72,
              mx: 'auto',
              mb: 3,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'warning.main',
              bgcolor: (t) => alpha(t.palette.warning.main, 0.12),
            }}
          >
            <HourglassDisabledOutlined sx={{ fontSize: 36 }} />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
            Subscription expired
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Your company’s subscription has expired, and access to the platform is suspended for everyone in your
            company.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Your data is kept safe. Contact our support team to renew and restore access.
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
            <Button
              variant="contained"
              size="large"
              href={support ? supportMailto(support) : undefined}
              disabled={!support}
              startIcon={<SupportAgentOutlined />}
            >
              Contact Support
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<Logout />}
              loading={signingOut}
              onClick={() => {
                setSigningOut(true);
                void logout();
              }}
            >
              Sign Out
            </Button>
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
