import { useNavigate } from 'react-router-dom';

import { useLogout } from '../account/useLogout.ts';
import { adminUrls } from './urls.ts';

/** Ends the session (the site's logout) and opens the console's sign-in (SPEC 2.18). */
export function useConsoleLogout(): () => void {
  const navigate = useNavigate();
  const logout = useLogout();
  return () => {
    logout();
    void navigate(adminUrls.login, { replace: true });
  };
}
