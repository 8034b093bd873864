import type { SvgIconComponent } from '@mui/icons-material';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';

export interface ListEmptyProps {
  icon: SvgIconComponent;
  /** The plural the list holds, e.g. "customers". */
  noun: string;
  /** The list could not be read (the failure notice is above; this offers the retry too). */
  failed?: boolean;
  onRetry?: () => void;
  /** A search or filter is applied: say so and offer to clear it. */
  filtered: boolean;
  onClear?: () => void;
  /** What to say when there is nothing yet, and the action that adds the first one. */
  firstTime: { title?: string; description: ReactNode; action?: ReactNode };
}

/** What a list shows without rows: a failure, no match for the filters, or nothing yet. */
export function ListEmpty({ icon, noun, failed, onRetry, filtered, onClear, firstTime }: ListEmptyProps) {
  if (failed)
    return (
      <EmptyState
        icon={icon}
        title={`Failed to load ${noun}`}
        description={`The ${noun} could not be loaded. Check your connection and try again.`}
        action={onRetry ? <Button onClick={onRetry}>Try again</Button> : undefined}
      />
    );
  if (filtered)
    return (
      <EmptyState
        icon={icon}
        title={`No ${noun} match`}
        description="Nothing matches this search and these filters."
        action={onClear ? <Button onClick={onClear}>Clear search and filters</Button> : undefined}
      />
    );
  return (
    <EmptyState
      icon={icon}
      title={firstTime.title ?? `No ${noun} yet`}
      description={firstTime.description}
      action={firstTime.action}
    />
  );
}
