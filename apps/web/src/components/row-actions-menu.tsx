import type { SvgIconComponent } from '@mui/icons-material';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { Fragment, type MouseEvent, useState } from 'react';
import type { DataTableColumn } from './data-table';

export interface RowAction {
  label: string;
  icon: SvgIconComponent;
  onClick: () => void;
  /** Painted in the error colour and set apart by a divider (delete, deactivate). */
  destructive?: boolean;
  disabled?: boolean;
  /** Leaves the item out, e.g. an action the row's state or the user's role does not allow. */
  hidden?: boolean;
}

export interface RowActionsMenuProps {
  /** Names the row for screen readers: "Actions for {label}", or "Edit {label}" for buttons. */
  label: string;
  actions: readonly RowAction[];
  /**
   * `menu` (default) behind a ⋮ button; `buttons` shows each as an icon button with a tooltip, for
   * rows with one or two actions that are used all the time (edit, delete); `labelled` shows them
   * as buttons with their text, for cards on phones where there is no hover to show a tooltip.
   */
  variant?: 'menu' | 'buttons' | 'labelled';
}

/**
 * The last column of a table: each row's actions (`RowActionsMenu`), named after the row. A menu
 * takes a narrow column; `layout` sets another width, one line, or buttons.
 */
export function rowActionsColumn<Row>(
  label: (row: Row) => string,
  actions: (row: Row) => readonly RowAction[],
  {
    variant,
    ...layout
  }: Pick<DataTableColumn<Row>, 'width' | 'noWrap' | 'stickyEnd'> & Pick<RowActionsMenuProps, 'variant'> = {
    width: 64,
  },
): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    ...layout,
    render: (row) => <RowActionsMenu label={label(row)} actions={actions(row)} variant={variant} />,
  };
}

/**
 * The one row actions menu of a table: a ⋮ button opening the row's actions. Clicks do not reach
 * the row, whose own click opens its details.
 */
export function RowActionsMenu({ label, actions, variant = 'menu' }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = actions.filter((a) => !a.hidden);
  if (shown.length === 0) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  if (variant === 'labelled')
    return (
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map(({ label: text, icon: Icon, onClick, destructive, disabled }) => (
          <Button
            key={text}
            size="small"
            variant="outlined"
            color={destructive ? 'error' : 'primary'}
            startIcon={<Icon fontSize="small" />}
            aria-label={`${text} ${label}`}
            disabled={disabled}
            onClick={(event) => {
              event.stopPropagation();
              onClick();
            }}
          >
            {text}
          </Button>
        ))}
      </Box>
    );
  if (variant === 'buttons')
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.25 }}>
        {shown.map(({ label: text, icon: Icon, onClick, destructive, disabled }) => (
          <Tooltip key={text} title={text}>
            <span>
              <IconButton
                size="small"
                aria-label={`${text} ${label}`}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  onClick();
                }}
                sx={destructive ? { '&:hover': { color: 'error.main' } } : undefined}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Box>
    );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${label}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={stop}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200 } } }}
      >
        {shown.map(({ label: text, icon: Icon, onClick, destructive, disabled }, index) => (
          <Fragment key={text}>
            {destructive && index > 0 && !shown[index - 1]?.destructive && <Divider />}
            <MenuItem
              disabled={disabled}
              onClick={() => {
                setAnchor(null);
                onClick();
              }}
              sx={destructive ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={destructive ? { color: 'inherit' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{text}</ListItemText>
            </MenuItem>
          </Fragment>
        ))}
      </Menu>
    </>
  );
}
