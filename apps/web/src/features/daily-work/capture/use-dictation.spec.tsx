// Dictation against a small HTTP server standing in for the ai service with no transcription
// configured (the capture diagnostic is not read yet, so the server is tried first): the recording
// is sent, the 501 switches voice input to the browser's recognition (or the demo) and says so, and
// a refused microphone leaves everything as it was. The browser's media APIs, missing in jsdom, are
// stood in for.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { TRANSCRIPTION_NOT_CONFIGURED } from '@diary/contracts';
import { signedIn } from '../../../lib/auth/auth.slice';
import { AppStore, makeStore } from '../../../lib/store';
import { useDictation } from './use-dictation';

const seen: string[] = [];
let server: Server;
let base = '';
let microphone: () => Promise<MediaStream>;

class FakeRecorder {
  static isTypeSupported = (t: string) => t.startsWith('audio/webm');
  state = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2])]) });
    this.onstop?.();
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      // The diagnostic answers slowly, as if the service were busy: the first recording goes out first.
      if (req.url === '/api/diagnostic/capture') return;
      const body = { statusCode: 501, message: TRANSCRIPTION_NOT_CONFIGURED, error: 'Not Implemented' };
      res.writeHead(501, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(new URL(String(input), base), {
      ...init,
      body: init?.body ? 'recording' : undefined,
      signal: undefined,
    }),
  );
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => microphone() },
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(cleanup);

function render(onText: (t: string) => void) {
  const store: AppStore = makeStore();
  store.dispatch(signedIn({ id: 'u1', username: 'ann' }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => useDictation({ hasActiveSession: true, language: 'English', onText }), {
    wrapper,
  });
  return { ...view, lastToast: () => store.getState().toast.toasts.at(-1) };
}

describe('useDictation', { timeout: 15_000 }, () => {
  it('sends the recording, and after a 501 uses the demo (no speech recognition here) and says so', async () => {
    microphone = async () => ({ getTracks: () => [] }) as unknown as MediaStream;
    const texts: string[] = [];
    const { result, lastToast } = render((t) => texts.push(t));
    expect(result.current.engine).toBe('endpoint');
    await act(async () => result.current.toggle());
    await waitFor(() => expect(result.current.state).toBe('recording'));
    act(() => result.current.toggle());
    await waitFor(() => expect(result.current.engine).toBe('demo'));
    expect(seen).toContain('POST /api/audio/transcribe');
    expect(lastToast()).toMatchObject({
      title: TRANSCRIPTION_NOT_CONFIGURED,
      description: 'Voice input now uses the demo. Please record again.',
    });
    expect(texts).toEqual([]);

    act(() => result.current.toggle());
    expect(result.current.state).toBe('recording');
    act(() => result.current.toggle());
    await waitFor(() => expect(texts).toHaveLength(1), { timeout: 3000 });
    expect(texts[0]).toMatch(/^\[Voice demo\] Reviewed the project plan/);
  });

  it('says the microphone was refused and adds nothing', async () => {
    microphone = () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const texts: string[] = [];
    const { result, lastToast } = render((t) => texts.push(t));
    await act(async () => result.current.toggle());
    await waitFor(() => expect(lastToast()?.title).toBe('Microphone permission denied'));
    expect(result.current.state).toBe('idle');
    expect(texts).toEqual([]);
  });
});
