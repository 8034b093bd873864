import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { VisibleMenuGroup } from '@tms/domain';
import { useEffect, useId, useState } from 'react';
import { accentText } from '../theme/create-app-theme';
import { ExpiryBadge, useExpiryBadgeCounts } from './expiry-badges';
import { MENU_ICONS } from './menu-icons';
import { SidebarLink } from './sidebar-link';

interface SidebarGroupProps {
  group: VisibleMenuGroup;
  activeId: string | undefined;
  onNavigate?: () => void;
}

/** A group in the expanded sidebar: a header that folds its items in and out. */
export function SidebarGroup({ group, activeId, onNavigate }: SidebarGroupProps) {
  const containsActive = group.items.some((i) => i.id === activeId);
  const [open, setOpen] = useState(containsActive);
  const listId = useId();
  const Icon = MENU_ICONS[group.icon];
  const badges = useExpiryBadgeCounts();

  // Arriving at a page by link or history opens its group, so the current entry is always visible.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);

  return (
    <>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ minHeight: 42, px: 1.5, mb: 0.25 }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: 1.5, color: containsActive ? accentText : 'text.secondary' }}>
          <Icon sx={{ fontSize: 21 }} />
        </ListItemIcon>
        <ListItemText
          primary={group.label}
          slotProps={{ primary: { noWrap: true, fontSize: '0.875rem', fontWeight: containsActive ? 600 : 500 } }}
        />
        {group.id === 'equipment' && <ExpiryBadge count={badges.equipment} />}
        <ExpandMore
          fontSize="small"
          sx={{
            color: 'text.secondary',
            transition: (t) => t.transitions.create('transform', { duration: t.transitions.duration.shortest }),
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          id={listId}
          component="div"
          disablePadding
          sx={{ ml: 2.75, pl: 1, borderLeft: 1, borderColor: 'divider', mb: 0.5 }}
        >
          {group.items.map((item) => (
            <SidebarLink
              key={item.id}
              href={item.href}
              label={item.label}
              icon={MENU_ICONS[item.icon]}
              active={item.id === activeId}
              collapsed={false}
              nested
              readonly={item.readonly}
              onNavigate={onNavigate}
              badge={item.id === 'drivers' ? <ExpiryBadge count={badges.drivers} /> : undefined}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}
