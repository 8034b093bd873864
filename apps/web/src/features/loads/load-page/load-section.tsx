import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { SectionHeader } from '../../../components/page-header';

/** One card of the load page: a region named by its title (h2), which a screen reader can jump to. */
export function LoadSection({
  id,
  title,
  actions,
  children,
}: {
  /** The element id, for the header's links into the page (the documents). */
  id?: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      id={id}
      component="section"
      variant="outlined"
      aria-label={title}
      // Focusable from a script only, so "Documents" in the header can move the reader here.
      tabIndex={-1}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
    >
      <SectionHeader title={title} actions={actions} />
      {children}
    </Paper>
  );
}
