// GET /api/health: 200 when every service answers its internal health check, otherwise 503.
// GET /api/health/live: 200 while the gateway itself answers (a liveness probe that does not
// restart gateways because a service is down).
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { INTERNAL } from '@diary/contracts/server';
import { CONFIG } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { SERVICE_KEYS, serviceUrl } from '../proxy/routes';

@Controller('api/health')
export class GatewayHealthController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get()
  async health(@Res() res: Response): Promise<void> {
    const states = await Promise.all(
      SERVICE_KEYS.map(async (key) => {
        try {
          const r = await fetch(new URL(INTERNAL.health, serviceUrl(this.config, key)), {
            signal: AbortSignal.timeout(2000),
          });
          return r.ok ? 'up' : 'down';
        } catch {
          return 'down';
        }
      }),
    );
    const services = Object.fromEntries(SERVICE_KEYS.map((k, i) => [k, states[i]]));
    const ok = states.every((s) => s === 'up');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', services });
  }
}
