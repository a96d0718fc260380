import request from 'supertest';
import { useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

describe('auth-service health', () => {
  const stack = useTestStack({ auth: createApp });

  it('answers its internal health check with its database and Redis up', async () => {
    const res = await request(stack.urls.auth).get('/internal/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});
