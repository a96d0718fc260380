// Test helper (imported only by *.spec.ts files): a small HTTP server that answers the diary routes
// the Daily Work hooks call, keeping drafts, records and notes in memory, and can be told to refuse
// the next requests of a route. The hooks' own fetch reaches it through routeFetchTo, which
// resolves the app's relative /api URLs against the server.
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import {
  DEFAULT_USER_SETTINGS,
  type CreateWorkNoteRequest,
  type CreateWorkRecordRequest,
  type SaveDraftRequest,
  type UpdateWorkNoteRequest,
  type UpdateWorkRecordRequest,
  type WorkNote,
  type WorkRecord,
} from '@diary/contracts';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
}

export class FakeDiaryServer {
  base = '';
  userId = 'u1';
  requests: SeenRequest[] = [];
  drafts = new Map<string, string>();
  records: WorkRecord[] = [];
  /** "METHOD /path-prefix" → statuses to answer with, one per matching request. */
  private failures = new Map<string, number[]>();
  private server: Server | null = null;
  private ids = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => this.answer(req, res, raw));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  reset(): void {
    this.requests = [];
    this.drafts.clear();
    this.records = [];
    this.failures.clear();
  }

  /** The next `times` requests whose "METHOD path" starts with `route` answer `status`. */
  fail(route: string, status: number, times = 1): void {
    this.failures.set(
      route,
      Array.from({ length: times }, () => status),
    );
  }

  /** Requests seen whose "METHOD path" starts with `route`. */
  seen(route: string): SeenRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}`.startsWith(route));
  }

  get active(): WorkRecord | null {
    return this.records.find((r) => r.isActive) ?? null;
  }

  addRecord(fields: Partial<WorkRecord> & { date: string }): WorkRecord {
    const record: WorkRecord = {
      id: `r${++this.ids}`,
      userId: this.userId,
      startTime: new Date().toISOString(),
      endTime: null,
      isActive: true,
      notes: [],
      summary: null,
      tags: [],
      ...fields,
    };
    this.records.push(record);
    return record;
  }

  private answer(req: IncomingMessage, res: ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0];
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    this.requests.push({ method, path, body, at: Date.now() });
    const send = (status: number, value?: unknown) => {
      res.statusCode = status;
      if (value === undefined) return res.end();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(value));
    };
    for (const [route, statuses] of this.failures) {
      if (!`${method} ${path}`.startsWith(route) || statuses.length === 0) continue;
      return send(statuses.shift()!, { message: `Refused by the test (${route})` });
    }
    const parts = path.split('/').filter(Boolean).slice(1); // without "api"
    const [area, id] = parts;

    if (area === 'user-settings' && method === 'GET') return send(200, DEFAULT_USER_SETTINGS);

    if (area === 'draft-notes') {
      if (method === 'GET') {
        const content = this.drafts.get(id);
        return send(200, content === undefined ? null : { date: id, content });
      }
      if (method === 'POST') {
        const { date, content } = body as SaveDraftRequest;
        if (!content.trim()) {
          this.drafts.delete(date);
          return send(200, null);
        }
        this.drafts.set(date, content);
        return send(200, { date, content });
      }
      if (method === 'DELETE') {
        this.drafts.delete(id);
        return send(204);
      }
    }

    if (area === 'work-records') {
      if (method === 'GET' && id === 'active') return send(200, this.active);
      if (method === 'GET')
        return send(200, { records: this.records.filter((r) => r.date === id), totalDuration: 0 });
      if (method === 'POST') {
        const b = body as CreateWorkRecordRequest;
        if (b.isActive && this.active) return send(409, { message: 'A work session is already active' });
        return send(
          201,
          this.addRecord({ ...b, endTime: b.endTime ?? null, isActive: Boolean(b.isActive), tags: [] }),
        );
      }
      if (method === 'PATCH') {
        const record = this.records.find((r) => r.id === id);
        if (!record) return send(404, { message: 'Work record not found' });
        const b = body as UpdateWorkRecordRequest;
        if (b.startTime) record.startTime = b.startTime;
        if (b.endTime !== undefined) record.endTime = b.endTime;
        if (b.isActive !== undefined && b.isActive !== null) record.isActive = b.isActive;
        if (b.tags) record.tags = b.tags;
        return send(200, record);
      }
    }

    if (area === 'work-notes') {
      if (method === 'POST') {
        const b = body as CreateWorkNoteRequest;
        const record = this.records.find((r) => r.id === (b.workRecordId ?? b.recordId));
        if (!record) return send(404, { message: 'Work record not found' });
        const note: WorkNote = {
          id: `n${++this.ids}`,
          userId: this.userId,
          content: b.content,
          timestamp: b.timestamp ?? new Date().toISOString(),
          updatedAt: new Date().toISOString(),
          workRecordId: record.id,
        };
        record.notes.push(note);
        return send(201, note);
      }
      if (method === 'PATCH') {
        const note = this.records.flatMap((r) => r.notes).find((n) => n.id === id);
        if (!note) return send(404, { message: 'Work note not found' });
        note.content = (body as UpdateWorkNoteRequest).content;
        note.updatedAt = new Date().toISOString();
        return send(200, note);
      }
      if (method === 'DELETE') {
        const record = this.records.find((r) => r.notes.some((n) => n.id === id));
        if (!record) return send(404, { message: 'Work note not found' });
        record.notes = record.notes.filter((n) => n.id !== id);
        return send(204);
      }
    }
    send(404, { message: `No such route in the fake diary: ${method} ${path}` });
  }
}

/**
 * Sends the app's fetch calls to the fake server. The abort signal is left out: jsdom's AbortSignal
 * is not the one Node's fetch accepts.
 */
export function routeFetchTo(server: FakeDiaryServer): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), server.base), { ...init, signal: undefined }),
  );
}

/**
 * One fake diary for a test file: started before its tests with fetch routed to it, reset (with
 * localStorage) before each test, rendered hooks cleaned up after each, stopped at the end.
 */
export function fakeDiaryForThisFile(): FakeDiaryServer {
  const server = new FakeDiaryServer();
  beforeAll(async () => {
    await server.start();
    routeFetchTo(server);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server.stop();
  });
  beforeEach(() => {
    server.reset();
    localStorage.clear();
  });
  afterEach(cleanup);
  return server;
}
