import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { alpha } from '@mui/material/styles';
import type { VisibleMenuGroup } from '@tms/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden';
import { accentText } from '../theme/create-app-theme';
import { ExpiryBadge, useExpiryBadgeCounts } from './expiry-badges';
import { MENU_ICONS } from './menu-icons';
import { SUBMENU_CLOSE_DELAY_MS } from './sidebar-constants';

interface SidebarPopoutGroupProps {
  group: VisibleMenuGroup;
  activeId: string | undefined;
}

/**
 * A group in the collapsed sidebar: its items pop out to the right on hover. Closing waits
 * 300 ms so the pointer can travel from the icon to the menu without it vanishing.
 */
export function SidebarPopoutGroup({ group, activeId }: SidebarPopoutGroupProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [focusMenu, setFocusMenu] = useState(false);
  const menuId = useId();
  const Icon = MENU_ICONS[group.icon];
  const containsActive = group.items.some((i) => i.id === activeId);
  const badges = useExpiryBadgeCounts();
  // Drivers' count shows on their item and, collapsed, on the group's icon too (Equipment's is the group's own).
  const itemCount = (id: string) => (id === 'drivers' ? badges.drivers : undefined);
  const groupCount =
    group.id === 'equipment' ? badges.equipment : group.items.map((i) => itemCount(i.id)).find(Boolean);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openOnHover = () => {
    cancelClose();
    setFocusMenu(false);
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), SUBMENU_CLOSE_DELAY_MS);
  };
  const close = (returnFocus: boolean) => {
    cancelClose();
    setOpen(false);
    if (returnFocus) anchorRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'ArrowLeft' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <ListItemButton
        ref={anchorRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        selected={containsActive}
        onMouseEnter={openOnHover}
        onMouseLeave={closeSoon}
        onClick={() => {
          // Touch and keyboard have no hover: a click opens the menu and moves focus into it.
          cancelClose();
          setFocusMenu(true);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            setFocusMenu(true);
            setOpen(true);
          }
        }}
        sx={{ minHeight: 42, px: 0, justifyContent: 'center', mb: 0.25 }}
      >
        <ListItemIcon sx={{ minWidth: 0, color: containsActive ? accentText : 'text.secondary' }}>
          <Icon sx={{ fontSize: 21 }} />
        </ListItemIcon>
        <VisuallyHidden>{`${group.label} `}</VisuallyHidden>
        <ExpiryBadge count={groupCount} compact />
      </ListItemButton>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="right-start"
        transition
        modifiers={[{ name: 'offset', options: { offset: [-6, 10] } }]}
        sx={{ zIndex: (t) => t.zIndex.modal }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }} timeout={150}>
            <Paper
              elevation={8}
              onMouseEnter={cancelClose}
              onMouseLeave={closeSoon}
              sx={{ minWidth: 220, py: 0.5, border: 1, borderColor: 'divider' }}
            >
              <ClickAwayListener
                onClickAway={(event) => {
                  // The group button toggles the menu itself; treating its click as "away" would reopen it.
                  if (anchorRef.current?.contains(event.target as Node)) return;
                  close(false);
                }}
              >
                <MenuList
                  id={menuId}
                  autoFocusItem={focusMenu}
                  onKeyDown={onMenuKeyDown}
                  aria-label={group.label}
                  dense
                  subheader={
                    <ListSubheader
                      component="div"
                      disableSticky
                      sx={{
                        lineHeight: '32px',
                        fontSize: '0.75rem',
                        fontWeight: 600,
                        textTransform: 'uppercase',
                        letterSpacing: '0.06em',
                        bgcolor: 'transparent',
                      }}
                    >
                      {group.label}
                    </ListSubheader>
                  }
                >
                  {group.items.map((item) => {
                    const ItemIcon = MENU_ICONS[item.icon];
                    const active = item.id === activeId;
                    return (
                      <MenuItem
                        key={item.id}
                        component={Link}
                        to={item.href}
                        selected={active}
                        aria-current={active ? 'page' : undefined}
                        onClick={() => close(false)}
                        sx={{
                          mx: 0.5,
                          borderRadius: '0.375rem',
                          gap: 1.25,
                          fontSize: '0.875rem',
                          fontWeight: active ? 600 : 500,
                          '&.Mui-selected': { color: accentText, bgcolor: (t) => alpha(t.palette.primary.main, 0.12) },
                        }}
                      >
                        <ItemIcon fontSize="small" sx={{ color: active ? 'inherit' : 'text.secondary' }} />
                        <span style={{ flexGrow: 1 }}>{item.label}</span>
                        <ExpiryBadge count={itemCount(item.id)} />
                      </MenuItem>
                    );
                  })}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
}
