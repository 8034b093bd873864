import { getContrastRatio, styled } from '@mui/material/styles';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { LoadStatusListbox } from './load-status-listbox';

type StatusRef = { id: number; name: string; color: string };

interface LoadStatusSelectProps {
  load: { id: number; load_number: string; status: StatusRef };
  disabled?: boolean;
  onPick: (statusId: number) => void;
}

/** The keys that open a select-only combobox (WAI-ARIA practices), as MUI's Select does. */
const OPENING_KEYS = [' ', 'Enter', 'ArrowDown', 'ArrowUp'];

/**
 * The pill's text on the status's colour: white where it reads at 4.5:1 (12 px text, WCAG AA), else
 * black, which reaches 4.5:1 on any colour white does not. The shadow sets white text off the colour.
 */
function textOn(color: string) {
  try {
    if (getContrastRatio(color, '#fff') >= 4.5) return { color: '#fff', textShadow: '0 0 2px rgba(0,0,0,.45)' };
  } catch {
    return { color: '#fff' };
  }
  return { color: '#000' };
}

/** A pill in the status's colour with a drop-down arrow; the colours come from the load's status. */
const Pill = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 26,
  padding: '0 7px 0 10px',
  border: 0,
  borderRadius: 13,
  font: 'inherit',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.4375,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // A focused or open select's ring, inside the pill's edge.
  outline: 0,
  '&:focus, &[aria-expanded="true"]': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
  '&:disabled': { cursor: 'default' },
  '& svg': { width: 24, height: 24, marginLeft: 1, flexShrink: 0, fill: 'currentColor' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

/**
 * A load's status, changeable in place (decision 0196): a plain button in the status's colour that
 * behaves as a select. The list and its query mount only once it is first opened: a board draws
 * dozens of these, and a closed MUI Select per card was the largest cost of drawing a phone's board.
 */
export function LoadStatusSelect({ load, disabled, onPick }: LoadStatusSelectProps) {
  const listboxId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const show = (button: HTMLElement) => {
    setAnchor(button);
    setOpen(true);
  };
  const onMouseDown = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    // Opens on the press, as a select does; the focus stays on the button for when the list closes.
    e.preventDefault();
    e.currentTarget.focus();
    show(e.currentTarget);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.includes(e.key)) return;
    e.preventDefault();
    show(e.currentTarget);
  };
  return (
    <>
      <Pill
        type="button"
        role="combobox"
        aria-label={`Status of load ${load.load_number}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        disabled={disabled}
        style={{ backgroundColor: load.status.color, ...textOn(load.status.color) }}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          // The card's or row's own click must not fire; a click without a press (assistive technology) opens.
          e.stopPropagation();
          if (!open) show(e.currentTarget);
        }}
      >
        {load.status.name}
        {!disabled && (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" />
          </svg>
        )}
      </Pill>
      {anchor && (
        <LoadStatusListbox
          id={listboxId}
          load={load}
          anchor={anchor}
          open={open}
          onClose={() => setOpen(false)}
          onPick={onPick}
        />
      )}
    </>
  );
}
