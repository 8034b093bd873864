import AddOutlined from '@mui/icons-material/AddOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useCompanyFeatures } from '../../app/session/use-company-features';
import { useSession } from '../../app/session/use-session';

/** The board's ways to create a load; reading from a rate confirmation needs the company's plan to include it. */
export function CreateLoadActions() {
  const navigate = useNavigate();
  const { capabilities } = useSession();
  const features = useCompanyFeatures();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {capabilities.has('load_management') && features?.includes('ai_load_extraction') && (
        <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={() => navigate('/app/loads/ai-create')}>
          Create from Rate Confirmation
        </Button>
      )}
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate('/app/loads/create')}>
        Create Load
      </Button>
    </Box>
  );
}
