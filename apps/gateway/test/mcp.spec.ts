// The MCP server at /mcp, used by the official SDK's client over real HTTP against the whole stack
// (gateway, auth, diary, ai, search): tools by token scope, a session's loop, who sees what, and
// bad input answered as a tool error with a sentence (contract, round four, "Where you work").
import {
  dayKeyInZone,
  MCP_READ_TOOLS,
  MCP_WRITE_TOOLS,
  type DayResponse,
  type WorkNote,
} from '@diary/contracts';
import request from 'supertest';
import { createApiToken, registerUser, useTestStack, waitUntil } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { NO_TOKEN_MESSAGE } from '../src/mcp/mcp-endpoint';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createAi } from '../../ai-service/src/app';
import { createApp as createSearch } from '../../search-service/src/app';
import { connectMcp, McpTestClient } from './mcp-client';

describe('the MCP server at /mcp', () => {
  const stack = useTestStack({
    auth: createAuth,
    diary: createDiary,
    ai: createAi,
    search: createSearch,
    gateway: createGateway,
  });
  const clients: McpTestClient[] = [];
  const connect = async (token?: string) => {
    const client = await connectMcp(stack.urls.gateway, token);
    clients.push(client);
    return client;
  };
  /** A new account and a client connected with a token of that scope. */
  const userWith = async (scope: 'read' | 'write') => {
    const user = await registerUser(stack.urls.gateway);
    return { user, client: await connect(await createApiToken(stack.urls.gateway, user.cookie, scope)) };
  };
  const today = () => dayKeyInZone(null);

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close().catch(() => undefined);
  });

  it('refuses a request without a token, or with an unknown one, with 401 and says what it needs', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    for (const authorization of [undefined, 'Bearer wdt_not_a_real_token']) {
      const res = await fetch(`${stack.urls.gateway}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(initialize),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(((await res.json()) as { message: string }).message).toBe(NO_TOKEN_MESSAGE);
    }
    await expect(connectMcp(stack.urls.gateway)).rejects.toThrow();
  });

  it('answers GET and DELETE with 405: without sessions there is no stream to open or end', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${stack.urls.gateway}/mcp`, {
        method,
        headers: { accept: 'text/event-stream' },
      });
      expect([method, res.status, res.headers.get('allow')]).toEqual([method, 405, 'POST']);
    }
  });

  it('lists exactly the read tools to a read token, and refuses it the write tools', async () => {
    const { client } = await userWith('read');
    expect(await client.toolNames()).toEqual([...MCP_READ_TOOLS].sort());
    const start = await client.call('start_session', {});
    expect(start.isError).toBe(true);
    expect(start.text).toMatch(/start_session not found/);
  });

  it('lists every tool to a write token', async () => {
    const { client } = await userWith('write');
    expect(await client.toolNames()).toEqual([...MCP_READ_TOOLS, ...MCP_WRITE_TOOLS].sort());
  });

  it('starts a session, adds a note, stops it and reads the day back', async () => {
    const { client } = await userWith('write');
    const started = await client.call('start_session', { tags: ['MCP', 'pairing'] });
    expect(started).toMatchObject({
      isError: false,
      json: { isActive: true, date: today(), tags: ['mcp', 'pairing'] },
    });
    const note = await client.call('add_note', { content: 'Reviewed PAY-1412 with the **assistant**' });
    expect(note.isError).toBe(false);
    const added = note.json as WorkNote;
    expect(added.content).toBe('Reviewed PAY-1412 with the **assistant**');
    const stopped = await client.call('stop_session');
    expect(stopped.json).toMatchObject({ isActive: false, id: (started.json as { id: string }).id });
    expect((stopped.json as { endTime: string | null }).endTime).not.toBeNull();

    const day = (await client.call('get_day', { date: today() })).json as DayResponse;
    expect(day.records).toHaveLength(1);
    expect(day.records[0]).toMatchObject({ isActive: false, tags: ['mcp', 'pairing'] });
    expect(day.records[0].notes.map((n) => n.content)).toEqual(['Reviewed PAY-1412 with the **assistant**']);
    const listed = await client.call('list_sessions', { from: today(), to: today(), tag: 'pairing' });
    expect((listed.json as Array<{ id: string }>).map((r) => r.id)).toEqual([day.records[0].id]);
    const otherTag = await client.call('list_sessions', { from: today(), to: today(), tag: 'billing' });
    expect(otherTag.json).toEqual([]);
  });

  it('never hands a sealed note to the assistant: get_day and list_sessions leave it out', async () => {
    const { user, client } = await userWith('write');
    const started = (await client.call('start_session')).json as { id: string };
    await client.call('add_note', { content: 'An open note' });
    // A sealed note as the browser sends it (the server checks only the envelope's form).
    const sealed = {
      v: 1,
      alg: 'AES-256-GCM',
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 },
      salt: 'A'.repeat(22),
      iv: 'B'.repeat(16),
      ciphertext: 'C'.repeat(40),
    };
    await request(stack.urls.diary)
      .post('/api/work-notes')
      .set('Cookie', user.cookie)
      .send({ workRecordId: started.id, content: '', sealed })
      .expect(201);
    const direct = await request(stack.urls.diary)
      .get(`/api/work-records/${today()}`)
      .set('Cookie', user.cookie)
      .expect(200);
    // The diary has both; the assistant sees only the open one.
    expect((direct.body as DayResponse).records[0].notes).toHaveLength(2);
    const day = (await client.call('get_day', { date: today() })).json as DayResponse;
    expect(day.records[0].notes.map((n) => n.content)).toEqual(['An open note']);
    expect(JSON.stringify(day)).not.toContain('CCCC');
    const listed = (await client.call('list_sessions', { from: today(), to: today() }))
      .json as DayResponse['records'];
    expect(listed[0].notes.map((n) => n.content)).toEqual(['An open note']);
  });

  it("shows another user's token nothing of the first user's diary", async () => {
    const alice = await userWith('write');
    const word = `zanzibar${Date.now()}`;
    await alice.client.call('add_note', { content: `Planned the ${word} launch` });
    await alice.client.call('stop_session');
    // Alice finds her note once the search index has it: the same search by Bob then means something.
    await waitUntil(
      async () => ((await alice.client.call('search_notes', { query: word })).json as unknown[]).length > 0,
      15000,
      "Alice's note in the search index",
    );
    const bob = await userWith('write');
    expect((await bob.client.call('get_day', { date: today() })).json).toMatchObject({ records: [] });
    expect((await bob.client.call('list_sessions', { from: today(), to: today() })).json).toEqual([]);
    expect((await bob.client.call('search_notes', { query: word })).json).toEqual([]);
    const stop = await bob.client.call('stop_session');
    expect(stop).toEqual({ isError: true, text: 'No work session is running.' });
  });

  it('lets a read token ask (POST /api/ask is a read) and read stand-ups, reviews and timesheets', async () => {
    const { client } = await userWith('read');
    const answer = await client.call('ask', { question: 'How long did I work this week?' });
    expect(answer.isError).toBe(false);
    expect(answer.json).toHaveProperty('answer');
    expect((await client.call('get_standup', { date: today() })).json).toMatchObject({ date: today() });
    expect((await client.call('get_week_review', { monday: '2024-05-27' })).json).toMatchObject({
      status: 'none',
    });
    expect((await client.call('get_timesheet', { from: today(), to: today() })).json).toMatchObject({
      rows: [],
    });
  });

  it('answers bad input as a tool error with a readable sentence, never an HTTP error', async () => {
    const { client } = await userWith('write');
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['get_day', { date: '2024-02-30' }, /date must be a real day written as yyyy-MM-dd/],
      ['get_day', {}, /date is required/],
      ['add_note', { content: '   ' }, /content needs at least one character/],
      // Refused by the owning service, in its words.
      ['list_sessions', { from: '2024-01-01', to: '2024-06-30' }, /The range can be at most 62 days\./],
      ['get_week_review', { monday: '2024-05-29' }, /Monday/],
      ['get_timesheet', { from: today(), to: today(), project: 'Nope' }, /You have no project named "Nope"/],
      ['start_session', { tags: ['x'.repeat(40)] }, /at most 32 characters/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await client.call(tool, args);
      expect([tool, result.isError]).toEqual([tool, true]);
      expect(result.text).toMatch(message);
    }
  });
});
