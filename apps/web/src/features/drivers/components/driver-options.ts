import { DRIVER_TYPE_LABELS, DRIVER_TYPES } from '@tms/domain';
import { labelled } from '../../../components/form/select-field';

/** Company driver or owner operator, for the driver's form and the list's filter. */
export const DRIVER_TYPE_OPTIONS = labelled(DRIVER_TYPES, DRIVER_TYPE_LABELS);
