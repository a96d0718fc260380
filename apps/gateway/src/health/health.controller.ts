// GET /api/health: 200 when every service answers its internal health check, otherwise 503.
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CONFIG } from '@diary/server-core';
import { GatewayConfig } from '../config';
import { serviceUrl, ServiceKey } from '../proxy/routes';

const SERVICES: ServiceKey[] = ['auth', 'diary', 'ai', 'search'];

@Controller('api/health')
export class GatewayHealthController {
  constructor(@Inject(CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  async health(@Res() res: Response): Promise<void> {
    const states = await Promise.all(
      SERVICES.map(async (key) => {
        try {
          const r = await fetch(new URL('/internal/health', serviceUrl(this.config, key)), {
            signal: AbortSignal.timeout(2000),
          });
          return r.ok ? 'up' : 'down';
        } catch {
          return 'down';
        }
      }),
    );
    const services = Object.fromEntries(SERVICES.map((k, i) => [k, states[i]]));
    const ok = states.every((s) => s === 'up');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', services });
  }
}
