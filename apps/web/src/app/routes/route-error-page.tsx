import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useDocumentTitle } from '../../components/use-document-title';
import { isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

/**
 * The router's root error element. A page whose file vanished with a new release reloads once
 * (the tab then runs the new release); anything else gets a designed page with a way on.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const [reloading] = useState(() => reloadOnceForChunk(error));
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return null;

  const chunk = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = chunk ? 'This page could not be loaded' : notFound ? 'Page not found' : 'Something went wrong';
  const text = chunk
    ? 'A new version may have been released, or the connection dropped. Reload to continue.'
    : notFound
      ? 'The address does not lead to a page.'
      : 'An unexpected error stopped this page. Reload to try again; if it keeps happening, tell support what you were doing.';

  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'background.default',
      }}
    >
      <BrandLogo size={40} />
      <ErrorOutlineOutlined color="error" sx={{ fontSize: 48, mt: 2 }} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button variant="outlined" color="inherit" href="/app">
          Go to the app
        </Button>
      </Box>
    </Box>
  );
}
