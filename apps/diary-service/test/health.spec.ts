import request from 'supertest';
import { startTestStack, TestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

describe('diary-service health', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ diary: createApp });
  });
  afterAll(() => stack?.close());

  it('answers its internal health check with its database and Redis up', async () => {
    const res = await request(stack.urls.diary).get('/internal/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});
