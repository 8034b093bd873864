import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A load's number as a link to the load's own page, wherever a load is listed. */
export function LoadNumberLink({ id, loadNumber }: { id: number; loadNumber: string }) {
  return (
    <Link component={RouterLink} to={`/app/loads/${id}`} underline="hover">
      {loadNumber}
    </Link>
  );
}
