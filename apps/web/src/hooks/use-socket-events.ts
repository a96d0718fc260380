// Calls `handler` for every live event the app socket receives (socketEventReceived). Listeners are
// added at runtime with RTK's addListener action, which the store's listener middleware handles;
// this keeps the subscription inside this feature while the store stays as the shell built it.
import { useEffect, useRef } from 'react';
import { addListener } from '@reduxjs/toolkit';
import type { UserEvent } from '@diary/contracts';
import { socketEventReceived } from '../lib/socket/socket.slice';
import { useAppDispatch } from '../lib/store';

export function useSocketEvents(handler: (event: UserEvent) => void) {
  const dispatch = useAppDispatch();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const result: unknown = dispatch(
      addListener({
        actionCreator: socketEventReceived,
        effect: (action) => handlerRef.current(action.payload),
      }),
    );
    // With a listener middleware in the store, dispatching addListener returns the unsubscribe.
    return typeof result === 'function' ? (result as () => void) : undefined;
  }, [dispatch]);
}
