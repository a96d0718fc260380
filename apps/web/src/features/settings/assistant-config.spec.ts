import { describe, expect, it } from 'vitest';
import { assistantConfigs, TOKEN_PLACEHOLDER } from './assistant-config';

describe('assistant configurations', () => {
  const byId = Object.fromEntries(assistantConfigs('https://diary.example.com').map((c) => [c.id, c.text]));

  it("points Claude Desktop's mcp-remote bridge at this diary's /mcp with a placeholder bearer token", () => {
    const server = JSON.parse(byId['claude-desktop']).mcpServers['work-diary'];
    expect(server.args).toEqual([
      '-y',
      'mcp-remote',
      'https://diary.example.com/mcp',
      '--header',
      'Authorization:${DIARY_AUTH}',
    ]);
    expect(server.env).toEqual({ DIARY_AUTH: `Bearer ${TOKEN_PLACEHOLDER}` });
  });

  it('gives VS Code an http server whose token VS Code asks for', () => {
    const config = JSON.parse(byId.vscode);
    expect(config.servers['work-diary']).toEqual({
      type: 'http',
      url: 'https://diary.example.com/mcp',
      headers: { Authorization: 'Bearer ${input:work-diary-token}' },
    });
    expect(config.inputs[0]).toMatchObject({ id: 'work-diary-token', password: true });
  });

  it('signs the command line in to the same diary', () => {
    expect(byId.cli).toBe(`diary login --url https://diary.example.com --token ${TOKEN_PLACEHOLDER}`);
  });
});
