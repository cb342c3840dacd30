import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';

type FormState = Pick<FormikProps<unknown>, 'handleSubmit' | 'submitCount' | 'isSubmitting'>;

/**
 * The `<form>` of a formik form: formik's validation instead of the browser's, and after a submit
 * that left errors (the form's own or the server's) focus on the first field in error.
 */
interface Props {
  form: FormState;
  children: ReactNode;
  /** Replaces the default layout (a grid of fields). */
  sx?: SxProps<Theme>;
}

export function FormikForm({ form, children, sx = { display: 'grid', gap: 2 } }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = form;
  // A layout effect: focus lands in the same commit that shows the errors, before any further input.
  useLayoutEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  return (
    <Box ref={ref} component="form" noValidate onSubmit={form.handleSubmit} sx={sx}>
      {children}
    </Box>
  );
}
