import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** A page whose code could not be downloaded (offline, or replaced by a new release) offers a reload. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 12, px: 2, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          This page could not be loaded
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Check your internet connection and try again.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    );
  }
}
