import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { LoadEvent } from '@tms/domain';
import type { ReactNode } from 'react';
import { stopName } from './stop-facts';

function Tool({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A stop's buttons on the timeline: move up or down (blocked as the wizard blocks them, spec 3
 * section 4), edit it in the wizard's event dialog, and set its arrival and departure.
 */
export function StopTools({
  stop,
  busy,
  edit,
  times,
}: {
  stop: LoadEvent;
  busy: boolean;
  /** Moves and edits, for those who change loads. */
  edit?: { canUp: boolean; canDown: boolean; onMove: (direction: 'up' | 'down') => void; onEdit: () => void };
  /** Arrival and departure, for those who trace loads. */
  times?: () => void;
}) {
  const name = stopName(stop);
  return (
    <>
      {edit && (
        <>
          <Tool
            label={`Move ${name} up`}
            icon={<ArrowUpwardOutlined fontSize="small" />}
            disabled={busy || !edit.canUp}
            onClick={() => edit.onMove('up')}
          />
          <Tool
            label={`Move ${name} down`}
            icon={<ArrowDownwardOutlined fontSize="small" />}
            disabled={busy || !edit.canDown}
            onClick={() => edit.onMove('down')}
          />
          <Tool label={`Edit ${name}`} icon={<EditOutlined fontSize="small" />} disabled={busy} onClick={edit.onEdit} />
        </>
      )}
      {times && (
        <Tool
          label={`Arrival and departure of ${name}`}
          icon={<ScheduleOutlined fontSize="small" />}
          disabled={busy}
          onClick={times}
        />
      )}
    </>
  );
}
