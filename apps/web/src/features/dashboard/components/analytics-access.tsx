import type { ReactNode } from 'react';
import { useSession } from '../../../app/session/use-session';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { NoAccessPage } from '../../../components/no-access-page';

/** The dashboards need the analytics capability (managers, accountants, analysts). */
export function AnalyticsAccess({ title, children }: { title: string; children: ReactNode }) {
  const { capabilities } = useSession();
  if (capabilities.has('analytics')) return <>{children}</>;
  return <NoAccessPage title={title} icon={MENU_ICONS.dashboard} area="analytics" includes="the dashboards" />;
}
