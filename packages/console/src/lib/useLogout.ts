import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isCallAbandoned } from '../api';
import { useApi } from '../api/services';
import { LOGIN_PATH } from '../config/constants';
import { endSession } from '../session/endSession';

/**
 * Logs out: tells the server (which revokes the token), then ends every call in flight
 * silently, forgets the session, the tabs and cached page state, and goes to login.
 */
export function useLogout(): () => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call('logout');
    } catch (error) {
      // The session ends locally whatever the server said; its message was already shown.
      if (!isCallAbandoned(error)) console.warn('Logout call failed', error);
    }
    endSession(api);
    navigate(LOGIN_PATH, { replace: true });
  }, [api, navigate]);
}
