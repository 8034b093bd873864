import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useOnline } from '../connectivity/connectivity';

/** A screen's data that could not be read: offline says so plainly, anything else offers Retry. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Box sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <Typography variant="h6" component="p">
        {online ? `Could not load ${what}` : `${what.charAt(0).toUpperCase()}${what.slice(1)} not available offline`}
      </Typography>
      <Typography color="text.secondary">
        {online ? 'Check your signal and try again.' : 'They show again when the signal returns.'}
      </Typography>
      <Button variant="outlined" size="large" onClick={onRetry} sx={{ minWidth: 160 }}>
        Try again
      </Button>
    </Box>
  );
}

/** Loading, failed or the content: the three states of every driver screen. */
export function ScreenState({
  loading,
  failed,
  what,
  onRetry,
  children,
}: {
  loading: boolean;
  failed: boolean;
  what: string;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  // The data arrives through the query store, whose updates React renders in one task. The screen
  // itself renders as a transition instead, in slices the phone can answer a tap between: until
  // that render is ready, the loader stays. Leaving the content is never deferred: it needs the data.
  const now = loading ? 'loading' : failed ? 'failed' : 'ready';
  const deferred = useDeferredValue(now, 'loading');
  const state = now === 'ready' ? deferred : now;
  if (state === 'loading') return <PageLoader message={`Loading ${what}…`} />;
  if (state === 'failed') return <LoadFailed what={what} onRetry={onRetry} />;
  return <>{children()}</>;
}

/** A screen's heading: big, left-aligned, with one line under it. */
export function ScreenTitle({ title, summary }: { title: string; summary?: string }) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {summary && (
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      )}
    </Box>
  );
}
