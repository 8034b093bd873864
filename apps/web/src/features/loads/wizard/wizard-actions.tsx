import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface WizardActionsProps {
  step: number;
  editMode: boolean;
  saving: boolean;
  busy: boolean;
  /** Next shows once the load exists, on the first two steps. */
  showNext: boolean;
  canNext: boolean;
  saveDisabled: boolean;
  onCancel: () => void;
  onStep: (step: number) => void;
  onSave: () => void;
}

/** The wizard's bottom bar: Cancel, Previous, Next and the step's save. */
export function WizardActions({
  step,
  editMode,
  saving,
  busy,
  showNext,
  canNext,
  saveDisabled,
  onCancel,
  onStep,
  onSave,
}: WizardActionsProps) {
  const saveLabel = ['Save Basic Info', 'Save Events', editMode ? 'Save Rate & Cargo' : 'Complete Load'][step];
  return (
    <Box
      sx={{
        px: { xs: 2, md: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <Button onClick={onCancel}>Cancel</Button>
      <Box sx={{ flex: 1 }} />
      <Button onClick={() => onStep(step - 1)} disabled={step === 0 || busy}>
        Previous
      </Button>
      {showNext && (
        <Button onClick={() => onStep(step + 1)} disabled={!canNext}>
          Next
        </Button>
      )}
      <Button variant="contained" onClick={onSave} disabled={saveDisabled}>
        {saving ? 'Saving...' : saveLabel}
      </Button>
    </Box>
  );
}
