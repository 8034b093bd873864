import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CompanyLogo } from '../api/get-company-logo';
import { LogoFrame } from './logo-frame';

interface CurrentLogoProps {
  logo: CompanyLogo | null | undefined;
  loading: boolean;
  failed: boolean;
  companyName: string;
  onRemove: () => void;
  disabled?: boolean;
}

export function CurrentLogo({ logo, loading, failed, companyName, onRemove, disabled }: CurrentLogoProps) {
  if (loading) return <Skeleton variant="rounded" height={140} />;
  if (failed) return <Alert severity="warning">Could not load the current logo.</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LogoFrame
        src={logo?.url}
        alt={`Current logo of ${companyName}`}
        placeholder={
          <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
            <ImageOutlined sx={{ fontSize: 32, opacity: 0.6 }} />
            <Typography variant="body2">No logo uploaded</Typography>
          </Box>
        }
      />
      {logo && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {logo.original_filename}
          </Typography>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline fontSize="small" />}
            onClick={onRemove}
            disabled={disabled}
          >
            Remove
          </Button>
        </Box>
      )}
    </Box>
  );
}
