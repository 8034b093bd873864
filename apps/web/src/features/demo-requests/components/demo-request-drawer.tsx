import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DemoRequest } from '@tms/domain';
import type { DemoRequestChanges } from '../api/update-demo-request';
import { DemoRequestFacts } from './demo-request-facts';
import { DemoRequestFollowUpForm } from './demo-request-follow-up-form';
import { DemoRequestStatusChip } from './demo-request-status-chip';

const TITLE_ID = 'demo-request-drawer-title';

interface DemoRequestDrawerProps {
  open: boolean;
  request: DemoRequest | undefined;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  onSave: (changes: DemoRequestChanges) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** One request in full, beside the list: who sent it, and its follow-up. */
export function DemoRequestDrawer({
  open,
  request,
  loading,
  failed,
  saving,
  onSave,
  onDelete,
  onClose,
}: DemoRequestDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 3,
          pt: 2.5,
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            Demo request
          </Typography>
          <Typography id={TITLE_ID} variant="h6" component="h2" noWrap>
            {request?.company ?? (loading ? <Skeleton width={200} /> : 'Not found')}
          </Typography>
          {request && (
            <Box sx={{ mt: 1 }}>
              <DemoRequestStatusChip status={request.status} />
            </Box>
          )}
        </Box>
        <IconButton aria-label="Close details" onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 3 }}>
        {failed && !request && (
          <Alert severity="error">This demo request could not be loaded. It may have been deleted.</Alert>
        )}
        {!request && loading && <Skeleton variant="rounded" height={220} />}
        {request && (
          <>
            <DemoRequestFacts request={request} />
            <Divider sx={{ my: 3 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 2 }}>
              Follow-up
            </Typography>
            <DemoRequestFollowUpForm
              key={`${request.id}-${request.updated_at}`}
              request={request}
              saving={saving}
              onSave={onSave}
            />
          </>
        )}
      </Box>

      {request && (
        <Box sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={onDelete}>
            Delete request
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
