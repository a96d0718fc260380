// Ctrl+K (or ⌘K) or "/" from any screen opens Search with the focus in "Ask your diary"; "/" only
// when the focus is not in a text field, where it is a character to type.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** The router state that asks the Ask box to take the focus (a new value each time). */
export interface AskFocusState {
  askFocus: number;
}

export function useAskShortcut(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.shiftKey) return;
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isEditable(e.target);
      if (!ctrlK && !slash) return;
      if (slash && document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      // On Search already, its term stays.
      const to = { pathname: '/search', search: pathname === '/search' ? search : '' };
      navigate(to, { state: { askFocus: Date.now() } satisfies AskFocusState });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, pathname, search]);
}
