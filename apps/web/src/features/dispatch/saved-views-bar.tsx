import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSavedViews, useSaveView } from '../loads/api/board-calls';
import { type BoardParams, paramsOfView, viewFiltersOf } from './board-params';

/** The saved views of the board, each applying its filters, and the dialog that names the current filters as a new one. */
export function SavedViewsBar({ p }: { p: BoardParams }) {
  const notify = useNotify();
  const views = useSavedViews();
  const saveView = useSaveView();
  const [naming, setNaming] = useState(false);
  const [viewName, setViewName] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        Saved views:
      </Typography>
      {(views.data ?? []).map((v) => (
        <Chip key={v.id} size="small" label={v.name} onClick={() => p.patch(paramsOfView(v.filters))} />
      ))}
      <Button size="small" startIcon={<BookmarkAddOutlined />} onClick={() => setNaming(true)}>
        Save view
      </Button>
      <Dialog open={naming} onClose={() => setNaming(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Save view</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="View name" value={viewName} onChange={(e) => setViewName(e.target.value)} autoFocus />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={() => setNaming(false)}>Cancel</Button>
            <Button
              variant="contained"
              disabled={!viewName.trim()}
              onClick={() =>
                saveView.mutate(
                  { name: viewName.trim(), filters: viewFiltersOf(p), is_default: false },
                  {
                    onSuccess: () => {
                      notify('View saved', 'success');
                      setNaming(false);
                      setViewName('');
                    },
                    onError: (e) => notify(errorText(e), 'error'),
                  },
                )
              }
            >
              Save
            </Button>
          </Box>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
