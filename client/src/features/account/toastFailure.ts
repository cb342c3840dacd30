import { serverErrorText } from '../../apollo/serverErrorText.ts';
import { isSessionEnded } from '../../apollo/sessionEnded.ts';
import { toast } from '../../components/toasts/toast.ts';

/**
 * An account action's failure as a toast: the server's text, else `fallback` (SPEC 8). None when
 * the session itself ended: the error link has said so once already.
 */
export function toastFailure(error: unknown, fallback: string): void {
  const text = serverErrorText(error, fallback);
  if (!isSessionEnded(error)) toast.error(text, { toastId: text });
}
