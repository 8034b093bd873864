import LockOutlined from '@mui/icons-material/LockOutlined';
import { EmptyState } from './empty-state';

interface AccessDeniedProps {
  /** Who may use the page, e.g. "Company management is for platform administrators." */
  reason: string;
}

/** What a page shows to someone who reached it by URL without the role it needs. */
export function AccessDenied({ reason }: AccessDeniedProps) {
  return (
    <EmptyState
      icon={LockOutlined}
      title="You don't have access to this page"
      description={`${reason} Ask your administrator if you need it.`}
    />
  );
}
