import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOAD_MESSAGES } from '@tms/domain';
import { useNavigate } from 'react-router';

/** What the wizard shows once a new load is complete (spec 3 section 2), with the ways on. */
export function LoadCreated({ loadId, loadNumber }: { loadId: number; loadNumber: string }) {
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {LOAD_MESSAGES.loadCreated}
      </Typography>
      <Typography color="text.secondary">
        Load {loadNumber} is on the dispatch board with its stops, rate and cargo.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => navigate(`/app/dispatch?edit=${loadId}`)}>
          {LOAD_MESSAGES.viewLoadDetails}
        </Button>
        <Button onClick={() => navigate('/app/dispatch')}>Go to Dispatch Board</Button>
      </Box>
    </Paper>
  );
}
