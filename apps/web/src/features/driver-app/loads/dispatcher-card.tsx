import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { DriverAppLoad } from '@tms/domain';
import { telHref } from '../format/stop-format';

/** Whom to call about the load: its dispatcher, one tap away. */
export function DispatcherCard({ dispatcher }: { dispatcher: NonNullable<DriverAppLoad['dispatcher']> }) {
  return (
    <Card sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          Dispatcher
        </Typography>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {dispatcher.name}
        </Typography>
      </Box>
      <IconButton href={`mailto:${dispatcher.email}`} aria-label={`E-mail ${dispatcher.name}`} size="large">
        <EmailOutlined />
      </IconButton>
      {dispatcher.phone && (
        <IconButton
          href={telHref(dispatcher.phone)}
          aria-label={`Call ${dispatcher.name}`}
          size="large"
          sx={{ bgcolor: 'primary.main', color: '#fff', '&:hover': { bgcolor: 'primary.dark' } }}
        >
          <PhoneOutlined />
        </IconButton>
      )}
    </Card>
  );
}
