import Chip from '@mui/material/Chip';
import { createContext, useContext } from 'react';

/** How sure the reader of a rate confirmation was: high from 0.8, medium from 0.5, low below (and when missing). */
export type ConfidenceLevel = 'high' | 'medium' | 'low';
export function confidenceLevel(score: number | undefined): ConfidenceLevel {
  if (score === undefined) return 'low';
  return score >= 0.8 ? 'high' : score >= 0.5 ? 'medium' : 'low';
}

export const LEVEL_COLOR: Record<ConfidenceLevel, 'success' | 'warning' | 'error'> = {
  high: 'success',
  medium: 'warning',
  low: 'error',
};

const LEVEL_HINT: Record<ConfidenceLevel, string> = {
  high: 'Read from the document',
  medium: 'Read from the document: check it',
  low: 'Not clearly read: check it against the document',
};

/**
 * The confidence of each field a wizard prefilled from a document ("basic_info.load_number",
 * "rate_cargo.rate_booked", "events.0.event_date"); absent outside the AI page.
 */
const ReadConfidence = createContext<Readonly<Record<string, number>> | null>(null);
export const ReadConfidenceProvider = ReadConfidence.Provider;

export type ReadMark = { color?: 'success' | 'warning' | 'error'; focused?: boolean; hint?: string };

/**
 * For fields the document filled: each one's colour by confidence, the hint under it, and
 * `focused` so the colour shows before the user touches it. Nothing for fields typed by hand.
 */
export function useReadMarks(): (path: string) => ReadMark {
  const scores = useContext(ReadConfidence);
  return (path) => {
    if (!scores || !(path in scores)) return {};
    const level = confidenceLevel(scores[path]);
    return { color: LEVEL_COLOR[level], focused: level === 'high' ? undefined : true, hint: LEVEL_HINT[level] };
  };
}

/** The lowest confidence among a stop's read fields, as a chip on the stop's row. */
export function StopReadChip({ index }: { index: number }) {
  const scores = useContext(ReadConfidence);
  if (!scores) return null;
  const mine = Object.entries(scores).filter(([k]) => k.startsWith(`events.${index}.`));
  if (!mine.length) return null;
  const level = confidenceLevel(Math.min(...mine.map(([, v]) => v)));
  if (level === 'high') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_COLOR[level]}
      label={level === 'low' ? 'Check against the document' : 'Check this stop'}
    />
  );
}
