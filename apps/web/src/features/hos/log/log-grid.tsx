import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DUTY_STATUSES } from '@tms/domain';
import { Fragment } from 'react';
import { DUTY_STATUS_CODES, DUTY_STATUS_LABELS, formatTotal } from '../hos-format';
import { type LogSpan, ROW_UNITS, rowTotals, stepPath } from './log-geometry';

/** The hours named above the grid, as the paper log names them (a phone keeps its "M" and "N"). */
const HOUR_LABELS = [
  { hour: 0, text: 'Midnight', short: 'M' },
  { hour: 6, text: '6', short: '6' },
  { hour: 12, text: 'Noon', short: 'N' },
  { hour: 18, text: '18', short: '18' },
  { hour: 24, text: 'Midnight', short: 'M' },
];
const ROWS = DUTY_STATUSES.length;
const HEIGHT = ROWS * ROW_UNITS;
/** Stroke widths in screen pixels whatever the grid's size (the drawing is stretched to its box). */
const CRISP = { vectorEffect: 'non-scaling-stroke' } as const;

/** Where along the grid an hour falls, for the labels above it. */
const labelSx = (hour: number, minutes: number) => ({
  position: 'absolute',
  left: `${((hour * 60) / minutes) * 100}%`,
  transform: hour === 0 ? 'none' : hour * 60 >= minutes ? 'translateX(-100%)' : 'translateX(-50%)',
  whiteSpace: 'nowrap',
  lineHeight: '20px',
});

function GridLines({ minutes }: { minutes: number }) {
  const theme = useTheme();
  const hours = Array.from({ length: Math.round(minutes / 60) + 1 }, (_, h) => h);
  const quarter = theme.palette.text.disabled;
  return (
    <g>
      {DUTY_STATUSES.map((s, r) =>
        r % 2 ? (
          <rect key={s} x={0} y={r * ROW_UNITS} width={minutes} height={ROW_UNITS} fill={theme.palette.action.hover} />
        ) : null,
      )}
      {hours.map((h) => (
        <line
          key={h}
          x1={h * 60}
          x2={h * 60}
          y1={0}
          y2={HEIGHT}
          stroke={theme.palette.divider}
          strokeWidth={h % 6 ? 1 : 1.5}
          style={CRISP}
        />
      ))}
      {/* Quarter-hour ticks down from each row's top, the half hour longer. */}
      {DUTY_STATUSES.flatMap((s, r) =>
        hours
          .slice(0, -1)
          .flatMap((h) =>
            [15, 30, 45].map((m) => (
              <line
                key={`${s}-${h}-${m}`}
                x1={h * 60 + m}
                x2={h * 60 + m}
                y1={r * ROW_UNITS}
                y2={r * ROW_UNITS + (m === 30 ? ROW_UNITS * 0.4 : ROW_UNITS * 0.2)}
                stroke={quarter}
                strokeWidth={1}
                style={CRISP}
              />
            )),
          ),
      )}
      {[1, 2, 3].map((r) => (
        <line
          key={r}
          x1={0}
          x2={minutes}
          y1={r * ROW_UNITS}
          y2={r * ROW_UNITS}
          stroke={theme.palette.divider}
          style={CRISP}
        />
      ))}
    </g>
  );
}

/**
 * A day of a driver's log as the familiar grid: the four statuses as rows, the hours across, the
 * status line drawn as steps, and each row's total on the right. It stretches to its width, so a
 * phone shows the whole day.
 */
export function LogGrid({ spans, minutes, label }: { spans: readonly LogSpan[]; minutes: number; label: string }) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const totals = rowTotals(spans);
  const sum = Object.values(totals).reduce((a, b) => a + b, 0);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '30px minmax(0, 1fr) 40px', sm: '104px minmax(0, 1fr) 52px' },
        gridTemplateRows: `20px repeat(${ROWS}, ${compact ? 28 : 32}px) 24px`,
        columnGap: 1,
      }}
    >
      <Box aria-hidden sx={{ gridColumn: 2, gridRow: 1, position: 'relative' }}>
        {HOUR_LABELS.map((h) => (
          <Typography key={h.hour} variant="caption" color="text.secondary" sx={labelSx(h.hour, minutes)}>
            {compact ? h.short : h.text}
          </Typography>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: 3, gridRow: 1, textAlign: 'right' }}>
        Total
      </Typography>
      {DUTY_STATUSES.map((s, r) => (
        <Fragment key={s}>
          <Typography
            variant={compact ? 'caption' : 'body2'}
            sx={{ gridColumn: 1, gridRow: r + 2, alignSelf: 'center', fontWeight: 600, whiteSpace: 'nowrap' }}
            title={DUTY_STATUS_LABELS[s]}
          >
            {compact ? DUTY_STATUS_CODES[s] : DUTY_STATUS_LABELS[s]}
          </Typography>
          <Typography
            variant="body2"
            aria-label={`${DUTY_STATUS_LABELS[s]}: ${formatTotal(totals[s])}`}
            sx={{
              gridColumn: 3,
              gridRow: r + 2,
              alignSelf: 'center',
              textAlign: 'right',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatTotal(totals[s])}
          </Typography>
        </Fragment>
      ))}
      <Box sx={{ gridColumn: 2, gridRow: `2 / span ${ROWS}`, border: 1, borderColor: 'divider', minWidth: 0 }}>
        <svg
          viewBox={`0 0 ${minutes} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden
          style={{ display: 'block', width: '100%', height: '100%' }}
        >
          <GridLines minutes={minutes} />
          <path
            d={stepPath(spans)}
            data-testid="duty-line"
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={2.5}
            strokeLinejoin="round"
            style={CRISP}
          />
        </svg>
      </Box>
      <Typography
        variant="body2"
        aria-label={`Total: ${formatTotal(sum)}`}
        sx={{
          gridColumn: 3,
          gridRow: ROWS + 2,
          textAlign: 'right',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          borderTop: 1,
          borderColor: (t) => alpha(t.palette.text.primary, 0.3),
          pt: 0.25,
        }}
      >
        {formatTotal(sum)}
      </Typography>
    </Box>
  );
}
