import request from 'supertest';
import { useTestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createAi } from '../../ai-service/src/app';
import { createApp as createSearch } from '../../search-service/src/app';

describe('gateway /api/health', () => {
  const stack = useTestStack({
    auth: createAuth,
    diary: createDiary,
    ai: createAi,
    search: createSearch,
    gateway: createGateway,
  });

  it('answers 200 with every service up', async () => {
    const res = await request(stack.urls.gateway).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', services: { auth: 'up', diary: 'up', ai: 'up', search: 'up' } });
  });

  it('answers 503 naming the service that is down, and the others keep answering', async () => {
    await stack.stop('search');
    const res = await request(stack.urls.gateway).get('/api/health').expect(503);
    expect(res.body.services).toEqual({ auth: 'up', diary: 'up', ai: 'up', search: 'down' });
    const proxied = await request(stack.urls.gateway).get('/api/search?q=hello').expect(503);
    expect(proxied.body.message).toBe('The search service is not available right now. Please try again.');
    await request(stack.urls.diary).get('/internal/health').expect(200);
    // Liveness ignores the services (a Kubernetes probe must not restart gateways for them).
    expect((await request(stack.urls.gateway).get('/api/health/live').expect(200)).body).toEqual({
      status: 'ok',
    });
    await request(stack.urls.diary).get('/internal/health/live').expect(200);
    await stack.restart('search');
    await request(stack.urls.gateway).get('/api/health').expect(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await request(stack.urls.gateway).get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'There is no such API route.', error: 'Not Found' });
  });
});
