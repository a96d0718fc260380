// Keeps one socket open while a user is signed in; its events go into the store as
// socketEventReceived(event) and its status into the socket slice.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { SocketClient, socketUrl } from './socket-client';
import { socketEventReceived, socketStatusChanged } from './socket.slice';

export function useSocketConnection() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => (s.auth.isAuthenticated ? s.auth.userId : null));

  useEffect(() => {
    if (!userId) return;
    const client = new SocketClient({
      url: socketUrl(window.location),
      userId,
      onStatus: (status, error) => dispatch(socketStatusChanged({ status, error })),
      onEvent: (event) => dispatch(socketEventReceived(event)),
    });
    client.start();
    return () => client.stop();
  }, [dispatch, userId]);
}
