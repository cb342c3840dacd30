import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

import type { FormikTextFieldProps } from './FormikTextField.tsx';
import { FormikTextField } from './FormikTextField.tsx';

type Props<Values> = Omit<FormikTextFieldProps<Values>, 'type'> & {
  /** What the show/hide button names ("Show password" by default), for forms with two such fields. */
  toggleLabel?: string;
};

/** A password field with a show/hide button. */
export function PasswordField<Values>({ toggleLabel = 'password', ...props }: Props<Values>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormikTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
