// Serves the built web app, with history fallback so that a reload on /calendar works.
// Text files come precompressed from the build (name.br, name.gz beside name, see
// apps/web/build/precompress.ts): the gateway sends the twin the browser accepts, Brotli first,
// and compresses nothing itself. Hashed assets (/assets/*) are immutable; everything else
// (index.html, the service worker, the manifest, icons) is revalidated on every use. The build's
// source maps (*.map) answer 404 unless SERVE_SOURCE_MAPS=1: they would hand anyone the app's
// whole source with its comments. A Daily Work page of a signed-in user may carry the day's first
// notes (day-preview.ts): that page is personal, so it is never stored (private, no-store) and
// varies by Cookie; the service worker's shell is /index.html itself, which never carries them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, resolve, sep } from 'node:path';
import { NextFunction, Request, Response, RequestHandler } from 'express';
import { DAY_PREVIEW_PATHS, type DayPreview } from './day-preview';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const PERSONAL = 'private, no-store';
/** Where the preview goes in index.html: right after the app's root element. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Content-Encoding → the suffix of the build's twin file, in the order we prefer them. */
const TWINS: Array<[encoding: string, suffix: string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The twin to send: the accepted encoding with the highest q-value, Brotli on a tie (browsers
 * list gzip first, but Brotli is smaller). No header, or only q=0 → none.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: string[]): string | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: string | undefined;
  let bestQ = 0;
  for (const encoding of available) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export interface SpaOptions {
  /** Serve *.map files (off: a request for one answers 404). */
  serveSourceMaps?: boolean;
  /** The Daily Work preview for a signed-in page load (none: every page is the plain one). */
  dayPreview?: DayPreview;
}

export function spa(
  webDist: string,
  { serveSourceMaps = false, dayPreview }: SpaOptions = {},
): RequestHandler[] {
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  const hidden = (path: string) => !serveSourceMaps && path.endsWith('.map');

  const notForTheApp = (req: Request) =>
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    req.path.startsWith('/api/') ||
    req.path.startsWith('/internal/') ||
    req.path === '/ws';

  /** Sends `file` (an existing file under the web root), or its compressed twin. */
  const send = (req: Request, res: Response, next: NextFunction, file: string, cacheControl: string) => {
    const twins = TWINS.filter(([, suffix]) => isFile(file + suffix));
    const encoding = pickEncoding(
      req.headers['accept-encoding'],
      twins.map(([e]) => e),
    );
    const twin = twins.find(([e]) => e === encoding);
    // The answer depends on Accept-Encoding whenever a twin exists, even when none was sent.
    if (twins.length > 0) res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    // The type of the original file, not of the .br/.gz twin.
    res.type(extname(file) || 'application/octet-stream');
    if (twin) res.setHeader('Content-Encoding', twin[0]);
    res.sendFile(
      twin ? file + twin[1] : file,
      // A byte range of a compressed body means nothing to a browser that asked for the file.
      { dotfiles: 'ignore', acceptRanges: !twin, cacheControl: false },
      (err?: Error & { status?: number; code?: string }) => {
        if (!err) return;
        if (res.headersSent) return;
        res.removeHeader('Content-Encoding');
        next(err.status === 404 ? undefined : err);
      },
    );
  };

  const staticFiles = (req: Request, res: Response, next: NextFunction) => {
    // API calls skip the file system entirely (a stat per API request is measurable under load).
    if (notForTheApp(req)) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (path.includes('\0') || path.endsWith('/') || hidden(path)) return next();
    const file = resolve(root, '.' + path);
    if (!file.startsWith(root + sep) || !isFile(file)) return next();
    send(req, res, next, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  };

  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if (notForTheApp(req)) return next();
    // A hashed file that is not there (an old build's), or a source map not served, is missing,
    // not a page of the app.
    if (req.path.startsWith('/assets/') || hidden(req.path)) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      return;
    }
    if (!dayPreview || !DAY_PREVIEW_PATHS.has(req.path)) return send(req, res, next, index, REVALIDATE);
    res.vary('Cookie');
    dayPreview(req).then(
      (preview) => (preview ? sendWithPreview(req, res, preview) : send(req, res, next, index, REVALIDATE)),
      next,
    );
  };

  /** index.html with the preview after the root element, compressed here (it is made per request). */
  const sendWithPreview = (req: Request, res: Response, preview: string) => {
    const html = readFileSync(index, 'utf8');
    const at = html.indexOf(ROOT_ELEMENT);
    const page = Buffer.from(
      at < 0
        ? html
        : html.slice(0, at + ROOT_ELEMENT.length) + preview + html.slice(at + ROOT_ELEMENT.length),
    );
    const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', PERSONAL);
    res.type('html');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(page)
          : page,
    );
  };
  return [staticFiles, fallback];
}
