import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  /** Undefined while loading (a placeholder is shown). */
  value: number | string | undefined;
  icon: SvgIconComponent;
  /** The accent colour of the card, from the theme. */
  tone: (t: Theme) => string;
  /** Clicking applies the matching filter; `active` shows that it is applied. */
  onClick?: () => void;
  active?: boolean;
}

/** The content width (px) under which a card stacks its icon above the figure. */
const NARROW_CARD = 190;

/** A figure with its label; a button toggling a filter when `onClick` is given. */
export function StatCard({ label, value, icon: Icon, tone, onClick, active }: StatCardProps) {
  // The card is a size container: a narrow one (two on a phone, four beside the menu on a small
  // laptop) puts the icon above the figure and steps the figure down, so an amount with cents
  // ("$4,258,225.00", about 7.6 of its font size wide) stays on one line.
  const narrow = `@container (max-width: ${NARROW_CARD}px)`;
  const sx: SxProps<Theme> = {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    containerType: 'inline-size',
    p: { xs: 1.5, sm: 2 },
    minWidth: 0,
    textAlign: 'left',
    borderRadius: 3,
    border: 1,
    borderColor: active ? tone : 'divider',
    bgcolor: active ? (t) => alpha(tone(t), t.palette.mode === 'dark' ? 0.12 : 0.06) : 'background.paper',
    transition: (t) => t.transitions.create(['border-color', 'background-color']),
    '&:hover': onClick ? { borderColor: tone } : undefined,
  };
  const content = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.25, sm: 1.75 },
        minWidth: 0,
        [narrow]: { flexDirection: 'column', alignItems: 'flex-start', alignSelf: 'start' },
      }}
    >
      <Box
        sx={{
          width: { xs: 36, sm: 42 },
          height: { xs: 36, sm: 42 },
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: tone,
          bgcolor: (t) => alpha(tone(t), t.palette.mode === 'dark' ? 0.18 : 0.1),
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h5"
          component="p"
          sx={{
            fontWeight: 700,
            lineHeight: 1.2,
            fontSize: 'clamp(0.875rem, calc((100cqi - 56px) / 7.6), 1.5rem)',
            [narrow]: { fontSize: 'clamp(0.875rem, calc(100cqi / 7.6), 1.25rem)' },
            overflowWrap: 'anywhere',
          }}
        >
          {value === undefined ? (
            <Skeleton width={40} />
          ) : typeof value === 'number' ? (
            value.toLocaleString('en-US')
          ) : (
            value
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {label}
        </Typography>
      </Box>
    </Box>
  );
  // A figure without a filter is not a button: screen readers should not announce one.
  if (!onClick) return <Box sx={sx}>{content}</Box>;
  return (
    <ButtonBase onClick={onClick} aria-pressed={Boolean(active)} sx={sx}>
      {content}
    </ButtonBase>
  );
}

/**
 * The row of summary cards above a list: two per line on phones, up to four on wide screens, all
 * as tall as the tallest, so a label that wraps does not leave one line of cards uneven.
 */
export function StatCards({
  label,
  columns = 4,
  children,
}: {
  label: string;
  /** Cards on one line of a wide screen: 4, or 5 where a page has five figures (three a line in between). */
  columns?: 4 | 5;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        mb: 3,
        gridTemplateColumns:
          columns === 4
            ? { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }
            : {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                lg: `repeat(${columns}, minmax(0, 1fr))`,
              },
        gridAutoRows: '1fr',
      }}
    >
      {children}
    </Box>
  );
}
