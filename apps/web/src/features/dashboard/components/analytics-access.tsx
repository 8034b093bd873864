import type { ReactNode } from 'react';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';

/** The dashboards need the analytics capability (managers, accountants, analysts). */
export function AnalyticsAccess({ title, children }: { title: string; children: ReactNode }) {
  const { capabilities } = useSession();
  if (capabilities.has('analytics')) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={MENU_ICONS.dashboard}
        title="No access to analytics"
        description="Your role does not include the dashboards. Ask a manager if you need them."
      />
    </>
  );
}
