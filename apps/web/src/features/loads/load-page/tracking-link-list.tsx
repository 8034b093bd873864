import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useRevokeTrackingLink, useTrackingLinks } from '../api/tracking-link-calls';

/** The load's links that still work, each with who has it, when it ends and when it was last opened. */
export function TrackingLinkList({ loadId }: { loadId: number }) {
  const notify = useNotify();
  const links = useTrackingLinks(loadId);
  const revoke = useRevokeTrackingLink();
  const active = links.data?.tracking_links.filter((l) => l.active) ?? [];
  if (links.isPending) return null;
  if (links.isError) return <Typography color="error">{errorText(links.error)}</Typography>;
  if (!active.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No active links.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Active tracking links">
      {active.map((link) => {
        const who = link.email ?? 'Link only';
        const seen = link.last_viewed_at ? `opened ${formatDateTime(link.last_viewed_at)}` : 'not opened yet';
        return (
          <ListItem
            key={link.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                startIcon={<LinkOffOutlined />}
                aria-label={`Revoke the link of ${who}`}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(
                    { loadId, id: link.id },
                    {
                      onSuccess: () => notify('Tracking link revoked', 'success'),
                      onError: (e) => notify(errorText(e), 'error'),
                    },
                  )
                }
              >
                Revoke
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={who}
              secondary={`Until ${formatDateTime(link.expires_at)} · ${seen}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
