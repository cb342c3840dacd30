import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

export type DialogStep = 'information' | 'form';

interface Props {
  step: DialogStep;
  onProceed: () => void;
  information: ReactNode;
  form: ReactNode;
  /**
   * The last failure, said again inside the dialog: an open modal hides the page's toasts from
   * assistive technology.
   */
  failure?: string;
}

/**
 * The two steps of the DMCA and game request dialogs. Both stay mounted so that going Back keeps
 * what was typed; focus moves to the step shown so that keyboard users are not left on a hidden button.
 */
export function DialogSteps({ step, onProceed, information, form, failure }: Props) {
  const proceedRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'form') formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else proceedRef.current?.focus();
  }, [step]);

  return (
    <DialogContent dividers>
      <Box hidden={step !== 'information'}>
        {information}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button ref={proceedRef} variant="contained" onClick={onProceed}>
            Proceed to the form
          </Button>
        </Box>
      </Box>
      <Box ref={formRef} hidden={step !== 'form'}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {form}
      </Box>
    </DialogContent>
  );
}
