// The last visited path (path and query), kept locally; the sign-in and registration
// paths are never remembered. Sign-out forgets it, so the next sign-in starts on /daily-work.
export const LAST_PATH_KEY = 'lastPath';
export const DEFAULT_PATH = '/daily-work';

export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

export function rememberPath(pathWithSearch: string) {
  if (isAuthPath(pathWithSearch.split('?')[0])) return;
  try {
    localStorage.setItem(LAST_PATH_KEY, pathWithSearch);
  } catch (err) {
    console.warn('Could not remember the path', err);
  }
}

export function rememberedPath(): string {
  try {
    const path = localStorage.getItem(LAST_PATH_KEY);
    if (path && path.startsWith('/') && !path.startsWith('//') && !isAuthPath(path.split('?')[0]))
      return path;
  } catch {
    /* storage unavailable: fall back */
  }
  return DEFAULT_PATH;
}

export function forgetPath() {
  try {
    localStorage.removeItem(LAST_PATH_KEY);
  } catch {
    /* nothing to forget */
  }
}
