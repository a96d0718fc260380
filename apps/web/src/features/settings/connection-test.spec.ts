import { describe, expect, it } from 'vitest';
import { fromError, fromResponse } from './connection-test';

describe('connection test messages', () => {
  it('names the provider from the response on success', () => {
    const r = fromResponse({ ok: true, provider: 'OpenAI', model: 'm', message: '' });
    expect(r.status).toBe('success');
    expect(r.message).toBe('OpenAI API connection successful');
    expect(r.toast).toEqual({
      title: 'Connection Test Successful',
      description: 'OpenAI API connection is working properly.',
    });
    expect(fromResponse({ ok: true, provider: 'local', message: 'Local summarizer ready.' }).message).toBe(
      'Local summarizer ready.',
    );
  });

  it('shows the server message, or the default, when the server says it failed', () => {
    const r = fromError(
      { status: 503, message: '503: {}', body: { ok: false, message: 'No key configured.' } },
      'OpenAI',
    );
    expect(r.status).toBe('error');
    expect(r.message).toBe('No key configured.');
    expect(r.toast).toEqual({
      title: 'Connection Test Failed',
      description: 'OpenAI API connection failed. Please check API key.',
      variant: 'destructive',
    });
    expect(fromError({ status: 503, message: '503: down' }, 'OpenAI').message).toBe(
      'OpenAI API connection failed',
    );
  });

  it('says which connection could not be reached on a network error', () => {
    const r = fromError({ status: 0, message: 'Failed to fetch' }, 'OpenAI');
    expect(r.message).toBe('Error connecting to OpenAI API: Failed to fetch');
    expect(r.toast).toEqual({
      title: 'Connection Error',
      description: 'Error testing OpenAI API connection.',
      variant: 'destructive',
    });
  });
});
