import type { SvgIconComponent } from '@mui/icons-material';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconBadge } from '../components/icon-badge';
import { AddressPlaceholder } from './address-placeholder';

interface ContactCardProps {
  icon: SvgIconComponent;
  title: string;
  text: string;
  /** Undefined while the address loads from the server's configuration. */
  email: string | undefined;
  mailto: (email: string) => string;
  responseTime: string;
  action: string;
}

export function ContactCard({ icon, title, text, email, mailto, responseTime, action }: ContactCardProps) {
  const titleId = `contact-${title.toLowerCase()}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconBadge icon={icon} size={52} />
      <Box>
        <Typography id={titleId} component="h2" variant="h5">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
          {text}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, '& dd': { m: 0 } }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          E-mail
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {email ?? <AddressPlaceholder />}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Reply
        </Typography>
        <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
          {responseTime}
        </Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        href={email ? mailto(email) : undefined}
        disabled={!email}
        startIcon={<MailOutlineRounded />}
        sx={{ mt: 'auto', alignSelf: { sm: 'flex-start' } }}
      >
        {action}
      </Button>
    </Box>
  );
}
