// Serves the built web app, with history fallback so that a reload on /calendar works.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, Response, RequestHandler } from 'express';

export function spa(webDist: string): RequestHandler[] {
  const index = join(webDist, 'index.html');
  const assets = express.static(webDist, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const notForTheApp = (req: Request) =>
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    req.path.startsWith('/api/') ||
    req.path.startsWith('/internal/') ||
    req.path === '/ws';
  // API calls skip the file system entirely (a stat per API request is measurable under load).
  const staticFiles = (req: Request, res: Response, next: NextFunction) =>
    notForTheApp(req) ? next() : assets(req, res, next);
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if (notForTheApp(req)) return next();
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [staticFiles, fallback];
}
