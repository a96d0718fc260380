// The sidebar's expanded flag, remembered locally (spec section 3, Client state).
import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebarExpanded';
export const SIDEBAR_EXPANDED_WIDTH = '16rem';
export const SIDEBAR_COLLAPSED_WIDTH = '5rem';

function load(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function useSidebarExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(load);
  const toggle = useCallback(() => {
    setExpanded((prev) => {
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, String(!prev));
      } catch (err) {
        console.warn('Could not store the sidebar state', err);
      }
      return !prev;
    });
  }, []);
  return [expanded, toggle];
}
