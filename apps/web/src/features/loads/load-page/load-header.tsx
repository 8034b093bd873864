import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Load } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ProcessedChip } from './load-chips';
import { LoadEta } from './load-eta';
import { LoadFacts } from './load-facts';
import { CancelLoadButton, DuplicateLoadButton, ShareTrackingButton } from './load-header-actions';
import { LoadStatusControl } from './load-status-control';

/** The board the page is opened from, and where its back link leads. */
export const BOARD_PATH = '/app/dispatch';

/** The load's number, status and processed mark, its facts, and the ways to edit it and reach its documents. */
export function LoadHeader({
  load,
  canWrite,
  canCreate = false,
  canTrace = false,
  onEdit,
  onDocuments,
}: {
  load: Load;
  canWrite: boolean;
  /** May book loads: duplicating books one. */
  canCreate?: boolean;
  /** Follows the load for its customer: may share a tracking link. */
  canTrace?: boolean;
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
            <LoadStatusControl load={load} canWrite={canWrite} />
            <ProcessedChip processed={load.processed} />
            <LoadEta load={load} />
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
            {canTrace && <ShareTrackingButton load={load} />}
            {canCreate && <DuplicateLoadButton load={load} />}
            {canWrite && <CancelLoadButton load={load} />}
          </>
        }
      />
      <LoadFacts load={load} />
    </Box>
  );
}
