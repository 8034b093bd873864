import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

/** The viewer's footer: previous, "n of m", next through the list's documents. */
export function DocumentPager({
  index,
  count,
  onStep,
}: {
  index: number;
  count: number;
  onStep: (step: number) => void;
}) {
  return (
    <Box
      component="nav"
      aria-label="Documents"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title="Previous document (←)">
        <span>
          <Button
            color="inherit"
            startIcon={<ChevronLeftOutlined />}
            onClick={() => onStep(-1)}
            disabled={index === 0}
            aria-label="Previous document"
          >
            Previous
          </Button>
        </span>
      </Tooltip>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64, textAlign: 'center' }}>
        {index + 1} of {count}
      </Typography>
      <Tooltip title="Next document (→)">
        <span>
          <Button
            color="inherit"
            endIcon={<ChevronRightOutlined />}
            onClick={() => onStep(1)}
            disabled={index === count - 1}
            aria-label="Next document"
          >
            Next
          </Button>
        </span>
      </Tooltip>
    </Box>
  );
}
