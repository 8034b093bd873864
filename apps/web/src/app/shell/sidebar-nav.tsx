import List from '@mui/material/List';
import { isVisibleMenuGroup, visibleMenu } from '@tms/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCompanyFeatures } from '../session/use-company-features';
import { useSession } from '../session/use-session';
import { activeMenuItemId } from './active-menu-item';
import { LoadInboxBadge, useLoadInboxCount } from './load-inbox-count';
import { MENU_ICONS } from './menu-icons';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { SidebarPopoutGroup } from './sidebar-popout-group';

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { roleNames, hasEldIntegration } = useSession();
  const location = useLocation();
  const features = useCompanyFeatures();
  const entries = useMemo(
    () => visibleMenu({ roles: roleNames, hasEldIntegration, features }),
    [roleNames, hasEldIntegration, features],
  );
  const activeId = activeMenuItemId(entries, location.pathname, location.search);
  const inboxCount = useLoadInboxCount();

  return (
    <List component="nav" aria-label="Main" sx={{ px: collapsed ? 1.5 : 1.5, py: 1 }}>
      {entries.map((entry) => {
        if (!isVisibleMenuGroup(entry)) {
          return (
            <SidebarLink
              key={entry.id}
              href={entry.href}
              label={entry.label}
              icon={MENU_ICONS[entry.icon]}
              active={entry.id === activeId}
              collapsed={collapsed}
              readonly={entry.readonly}
              onNavigate={onNavigate}
              badge={entry.id === 'load-inbox' ? <LoadInboxBadge count={inboxCount} compact={collapsed} /> : undefined}
            />
          );
        }
        return collapsed ? (
          <SidebarPopoutGroup key={entry.id} group={entry} activeId={activeId} />
        ) : (
          <SidebarGroup key={entry.id} group={entry} activeId={activeId} onNavigate={onNavigate} />
        );
      })}
    </List>
  );
}
