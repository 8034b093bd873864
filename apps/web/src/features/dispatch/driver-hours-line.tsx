import Typography from '@mui/material/Typography';
import type { LoadListItem } from '@tms/domain';
import { createContext, useContext } from 'react';
import { type DriverHours, hoursText, shortHoursText } from '../hos/api/use-driver-hours';

/** Each driver's hours left, read once for the whole board (`useDriverHours`), not once per row. */
export const DriverHoursContext = createContext<DriverHours>(new Map());

/**
 * Under an open load's driver on the board (issue 33): the hours the driver has left, from the
 * company's ELD, so a dispatcher sees who can take the next load. Nothing for a load that is done
 * or has no driver, or where the company has no telematics.
 */
export function DriverHoursLine({ load }: { load: Pick<LoadListItem, 'driver' | 'status'> }) {
  const hours = useContext(DriverHoursContext);
  const left = load.driver && load.status.meaning === 'open' ? hours.get(load.driver.id) : undefined;
  if (!left) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      noWrap
      // Under two hours to drive: set apart by weight, which reads in both themes at any contrast.
      sx={{ fontWeight: left.drive < 120 ? 700 : undefined }}
      data-testid="driver-hours"
      title={hoursText(left)}
    >
      {shortHoursText(left)}
    </Typography>
  );
}
