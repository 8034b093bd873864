import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { STEP_LABELS } from './use-wizard-steps';

interface WizardHeaderProps {
  step: number;
  /** Whether each step is done, in order. */
  done: readonly boolean[];
  /** The later steps wait until the basic info is saved. */
  locked: boolean;
  /** Null while the load is being read: its figure is not known yet. */
  completion: number | null;
  onStep: (step: number) => void;
  /** The accounting flow's switch, for users who may book both ways, before the load exists. */
  accountingChoice?: { on: boolean; onChange: (on: boolean) => void };
}

/** Where the user is in the wizard: "Step n of 3", how complete the load is, and the steps to jump to. */
export function WizardHeader({ step, done, locked, completion, onStep, accountingChoice }: WizardHeaderProps) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" color="text.secondary" data-testid="wizard-step-indicator">
          Step {step + 1} of 3
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {accountingChoice && (
            <FormControlLabel
              control={
                <Switch checked={accountingChoice.on} onChange={(e) => accountingChoice.onChange(e.target.checked)} />
              }
              label="Accounting flow"
            />
          )}
          {completion !== null && (
            <Typography variant="body2" color="text.secondary">
              {completion}% complete
            </Typography>
          )}
        </Box>
      </Box>
      <Stepper nonLinear activeStep={step} alternativeLabel>
        {STEP_LABELS.map((label, i) => {
          const stepLocked = i > 0 && locked;
          return (
            <Step key={label} completed={done[i]}>
              <StepButton
                onClick={() => onStep(i)}
                icon={stepLocked ? <LockOutlined fontSize="small" color="disabled" /> : undefined}
                aria-label={stepLocked ? `${label} (locked until basic info is saved)` : label}
              >
                {label}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </>
  );
}
