import type { SvgIconComponent } from '@mui/icons-material';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

interface NoAccessPageProps {
  /** The page's own title, so the user sees where they are. */
  title: string;
  icon: SvgIconComponent;
  /** "No access to {area}". */
  area: string;
  /** "Your role does not include {includes}." */
  includes: string;
}

/** What a page shows to a role without its capability (the menu hides it; a link or URL still leads here). */
export function NoAccessPage({ title, icon, area, includes }: NoAccessPageProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={icon}
        title={`No access to ${area}`}
        description={`Your role does not include ${includes}. Ask a manager if you need it.`}
      />
    </>
  );
}
