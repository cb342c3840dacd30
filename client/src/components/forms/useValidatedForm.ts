import type { FormikConfig, FormikValues } from 'formik';
import { useFormik } from 'formik';
import type { AnyObjectSchema } from 'yup';

type Config<Values extends FormikValues> = Pick<FormikConfig<Values>, 'initialValues' | 'onSubmit'> & {
  validationSchema: AnyObjectSchema;
};

/** A formik form that validates as SPEC 5 says: on submit, then on every change, never on blur. */
export function useValidatedForm<Values extends FormikValues>(config: Config<Values>) {
  return useFormik<Values>({ ...config, validateOnBlur: false });
}
