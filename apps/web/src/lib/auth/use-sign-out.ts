// Sign out: POST /api/auth/logout, then /auth/login; a failure is only logged.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store';
import { forgetLastKnown } from '../offline/last-known';
import { api } from '../api';
import { signedOut } from './auth.slice';
import { forgetPath } from './remembered-path';
import { useLogoutMutation } from '../../api/auth.api';

export function useSignOut() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.auth.userId);
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (err) {
      console.error('Logout failed', err);
    }
    forgetPath();
    forgetLastKnown(userId);
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    navigate('/auth/login', { replace: true });
  }, [dispatch, logout, navigate, userId]);
}
