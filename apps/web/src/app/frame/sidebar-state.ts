// The sidebar's expanded flag, remembered locally under 'sidebarExpanded'.
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

/**
 * The remembered flag on desktops. On tablets the sidebar starts collapsed to icons (content
 * needs the width) and a toggle there lasts for the visit without changing the remembered flag.
 */
export function useSidebarExpanded(tablet = false): [boolean, () => void] {
  const [stored, setExpanded] = useState(load);
  const [tabletExpanded, setTabletExpanded] = useState(false);
  const expanded = tablet ? tabletExpanded : stored;
  const toggleStored = useCallback(() => {
    setExpanded((prev) => {
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, String(!prev));
      } catch (err) {
        console.warn('Could not store the sidebar state', err);
      }
      return !prev;
    });
  }, []);
  const toggleTablet = useCallback(() => setTabletExpanded((v) => !v), []);
  return [expanded, tablet ? toggleTablet : toggleStored];
}
