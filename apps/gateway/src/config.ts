// Gateway environment: the shared variables plus the web app's folder, the edge's limits and
// timeouts, and the socket settings. Validated at boot.
import { resolve } from 'node:path';
import { z } from 'zod';
import { baseEnvShape } from '@diary/server-core';

const positiveInt = z.coerce.number().int().positive();

export const configSchema = z.object({
  ...baseEnvShape,
  WEB_DIST: z.string().default(resolve(process.cwd(), 'dist/apps/web')),
  /** A proxied request that gets no answer within this many ms answers 503. */
  PROXY_TIMEOUT_MS: positiveInt.default(60000),
  /** The whole request (headers and body) must arrive within this many ms. */
  REQUEST_TIMEOUT_MS: positiveInt.default(120000),
  /** Largest request body, in MB, for uploads (images, audio, attachments) and for everything else. */
  MAX_UPLOAD_MB: z.coerce.number().positive().default(55),
  /**
   * Largest body of POST /api/import, in MB: the diary streams it to disk and has the same setting,
   * so an export of a diary whose images fill the quota can be imported back.
   */
  IMPORT_MAX_MB: z.coerce.number().positive().max(65_536).default(1536),
  MAX_BODY_MB: z.coerce.number().positive().default(2),
  /**
   * A body refused with 413 is still read (and thrown away) up to this many MB, for at most
   * DISCARD_TIMEOUT_MS, so that the client finishes sending and reads the 413; beyond, the
   * connection is cut.
   */
  MAX_DISCARD_MB: z.coerce.number().positive().default(64),
  DISCARD_TIMEOUT_MS: positiveInt.default(30000),
  /** Protocol ping interval of /ws; a socket that has not answered the previous ping is dropped. */
  WS_HEARTBEAT_MS: positiveInt.default(30000),
  /** A socket with more than this many bytes waiting to be sent is too slow and is closed (1013). */
  WS_MAX_BUFFERED_BYTES: positiveInt.default(1024 * 1024),
  /** Open sockets one user may hold on one gateway instance; a handshake beyond answers 429. */
  WS_MAX_SOCKETS_PER_USER: positiveInt.default(20),
  /** 1 serves the web app's source maps (*.map); by default a request for one answers 404. */
  SERVE_SOURCE_MAPS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * A Daily Work page load of a signed-in user carries the first this-many notes of the day, drawn
   * by the gateway (spa/day-preview.ts); 0 turns the preview off.
   */
  DAY_PREVIEW_NOTES: z.coerce.number().int().min(0).max(100).default(12),
  /** The preview's data must arrive within this many ms, else the plain page is sent. */
  DAY_PREVIEW_TIMEOUT_MS: positiveInt.max(5000).default(400),
  /** Strict-Transport-Security max-age in seconds; 0 (the default, for plain http) sends none. */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(0),
});
export type GatewayConfig = z.infer<typeof configSchema>;
