// The ready-to-paste configurations Settings → Assistant (MCP) shows: this diary's /mcp address
// with a placeholder token, for Claude Desktop, VS Code and the command line (docs/integrations.md).
import { MCP_PATH } from '@diary/contracts';

export const TOKEN_PLACEHOLDER = 'wdt_…';

export interface AssistantConfig {
  id: 'claude-desktop' | 'vscode' | 'cli';
  label: string;
  /** Where the text goes. */
  where: string;
  text: string;
}

export function assistantConfigs(origin: string): AssistantConfig[] {
  const url = `${origin}${MCP_PATH}`;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
      where: 'claude_desktop_config.json (Settings → Developer → Edit Config), then restart Claude Desktop',
      text: json({
        mcpServers: {
          'work-diary': {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${DIARY_AUTH}'],
            env: { DIARY_AUTH: `Bearer ${TOKEN_PLACEHOLDER}` },
          },
        },
      }),
    },
    {
      id: 'vscode',
      label: 'VS Code',
      where: '.vscode/mcp.json, or MCP: Open User Configuration; VS Code asks for the token once',
      text: json({
        inputs: [
          {
            type: 'promptString',
            id: 'work-diary-token',
            description: 'Work Diary API token',
            password: true,
          },
        ],
        servers: {
          'work-diary': {
            type: 'http',
            url,
            headers: { Authorization: 'Bearer ${input:work-diary-token}' },
          },
        },
      }),
    },
    {
      id: 'cli',
      label: 'Command line',
      where: 'a terminal, after npm install -g ./apps/cli (or npx diary in the repository)',
      text: `diary login --url ${origin} --token ${TOKEN_PLACEHOLDER}`,
    },
  ];
}
