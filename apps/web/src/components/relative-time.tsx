import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '@tms/domain';
import { useEffect, useState } from 'react';

const phrase = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [45 * 60, 'minute', 60],
  [22 * 3600, 'hour', 3600],
  [26 * 86400, 'day', 86400],
  [320 * 86400, 'month', 30 * 86400],
];
const YEARS: (typeof STEPS)[number] = [Number.POSITIVE_INFINITY, 'year', 365 * 86400];

/** "just now", "2 minutes ago", "in 3 hours", "yesterday": how far an instant is from `now`. */
export function relativeTimeText(at: string | Date, now: Date = new Date()): string {
  const seconds = (new Date(at).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 45) return seconds < 0 ? 'just now' : 'in a moment';
  const [, unit, size] = STEPS.find(([limit]) => Math.abs(seconds) < limit) ?? YEARS;
  return phrase.format(Math.round(seconds / size), unit);
}

/** The current time, renewed every `everyMs` so relative times on screen do not go stale. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** An instant as "2 minutes ago", with the exact date and time on hover. */
export function RelativeTime({ at }: { at: string }) {
  const now = useNow(30_000);
  return (
    <Tooltip title={formatDateTime(at)} describeChild>
      <Box component="time" dateTime={at} sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>
        {relativeTimeText(at, now)}
      </Box>
    </Tooltip>
  );
}
