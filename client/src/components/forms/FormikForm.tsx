import Box from '@mui/material/Box';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';

type FormState = Pick<FormikProps<unknown>, 'handleSubmit' | 'submitCount' | 'isSubmitting'>;

/**
 * The `<form>` of a formik form: formik's validation instead of the browser's, and after a submit
 * that left errors (the form's own or the server's) focus on the first field in error.
 */
export function FormikForm({ form, children }: { form: FormState; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = form;
  // A layout effect: focus lands in the same commit that shows the errors, before any further input.
  useLayoutEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  return (
    <Box ref={ref} component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}
