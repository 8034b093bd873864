import Box from '@mui/material/Box';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../landing/use-near-viewport';
import { DemoFormPlaceholder } from './demo-form-placeholder';

// The form, its validation library and its schema are a third of the landing page's script: they
// download when the visitor gets near the form (scrolling, or a Get Demo button), not with the page.
const DemoRequestForm = lazy(() => import('./demo-request-form').then((m) => ({ default: m.DemoRequestForm })));

export function LazyDemoRequestForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  return (
    <Box ref={anchor}>
      {near ? (
        <Suspense fallback={<DemoFormPlaceholder />}>
          <DemoRequestForm />
        </Suspense>
      ) : (
        <DemoFormPlaceholder />
      )}
    </Box>
  );
}
