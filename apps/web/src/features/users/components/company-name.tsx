import Typography from '@mui/material/Typography';
import { useCompanyOption } from '../../../components/use-company-options';

/** A company named from its id; each company is fetched once and shared by every row. */
export function CompanyName({ id }: { id: number | null }) {
  const company = useCompanyOption(id);
  if (id === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Platform
      </Typography>
    );
  }
  return <>{company.data?.name ?? '…'}</>;
}
