import {
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  TRAILER_TYPE_LABELS,
  TRAILER_TYPES,
} from '@tms/domain';
import { labelled } from '../../../components/form/select-field';

/** The choices of a unit's status, ownership and trailer type, for its form and the list's filters. */
export const UNIT_STATUS_OPTIONS = labelled(EQUIPMENT_STATUSES, EQUIPMENT_STATUS_LABELS);
export const OWNERSHIP_OPTIONS = labelled(OWNERSHIPS, OWNERSHIP_LABELS);
export const TRAILER_TYPE_OPTIONS = labelled(TRAILER_TYPES, TRAILER_TYPE_LABELS);
