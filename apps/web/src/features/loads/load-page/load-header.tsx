import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Load } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { LoadStatusChip, ProcessedChip } from './load-chips';
import { LoadFacts } from './load-facts';

/** The board the page is opened from, and where its back link leads. */
export const BOARD_PATH = '/app/dispatch';

/** The load's number, status and processed mark, its facts, and the ways to edit it and reach its documents. */
export function LoadHeader({
  load,
  canWrite,
  onEdit,
  onDocuments,
}: {
  load: Load;
  canWrite: boolean;
  onEdit: () => void;
  onDocuments: () => void;
}) {
  return (
    <Box component="header">
      <Button component={RouterLink} to={BOARD_PATH} startIcon={<ArrowBackOutlined />} size="small" sx={{ mb: 1 }}>
        Dispatch board
      </Button>
      <PageHeader
        title={`Load ${load.load_number}`}
        description={
          <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <LoadStatusChip status={load.status} />
            <ProcessedChip processed={load.processed} />
          </Stack>
        }
        actions={
          <>
            {canWrite && (
              <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
                Edit
              </Button>
            )}
            <Button variant="outlined" startIcon={<DescriptionOutlined />} onClick={onDocuments}>
              Documents
            </Button>
          </>
        }
      />
      <LoadFacts load={load} />
    </Box>
  );
}
