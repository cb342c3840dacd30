import type { FormikProps } from 'formik';

import type { GameFormValues } from './gameFormValues.ts';

export type GameForm = FormikProps<GameFormValues>;
