import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's accessible name, "Driver details". */
  label: string;
  width: number;
  /** What the record is ("Broker", "Driver"), above its name. */
  kind: string;
  /** The record's name; a skeleton while it loads. */
  title: string | undefined;
  /** Chips, actions and tabs under the name, inside the header. */
  header?: ReactNode;
  /** Space under the header's content (none when it ends with tabs). */
  headerPaddingBottom?: number;
  /** The scrolling body. */
  children: ReactNode;
}

/** One record's details beside its list: a header with its kind, name and close button, then its body. */
export function DetailDrawer({
  open,
  onClose,
  label,
  width,
  kind,
  title,
  header,
  headerPaddingBottom,
  children,
}: DetailDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: width } }, role: 'dialog', 'aria-modal': true, 'aria-label': label },
      }}
    >
      <Box sx={{ px: 3, pt: 2.5, pb: headerPaddingBottom, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {kind}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
              {title ?? <Skeleton width={200} />}
            </Typography>
          </Box>
          <IconButton aria-label="Close details" onClick={onClose} sx={{ mr: -1 }}>
            <CloseOutlined />
          </IconButton>
        </Box>
        {header}
      </Box>
      {children}
    </Drawer>
  );
}
