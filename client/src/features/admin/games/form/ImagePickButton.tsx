import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { useRef } from 'react';

interface Props {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onPick: (files: File[]) => void;
}

/**
 * A button that opens the file picker for images (SPEC 5: the picker accepts images only). The
 * file input stays out of sight and out of the tab order beside the button, not inside it: a
 * control inside a button would be a second tab stop of the same name.
 */
export function ImagePickButton({ label, multiple = false, disabled = false, onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onPick(Array.from(event.target.files ?? []));
    // The same file can be picked again after it was removed.
    event.target.value = '';
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        hidden
      />
    </>
  );
}
