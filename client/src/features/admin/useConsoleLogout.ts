import { useNavigate } from 'react-router-dom';

import { clearSession } from '../../lib/session.ts';
import { adminUrls } from './urls.ts';

/** Ends the session and opens the console's sign-in (SPEC 2.18). */
export function useConsoleLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    void navigate(adminUrls.login, { replace: true });
  };
}
