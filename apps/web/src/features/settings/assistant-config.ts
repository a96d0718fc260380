// The ready-to-paste configurations Settings → Assistant (MCP) shows: this diary's /mcp address
// with a placeholder token, for Claude Desktop, VS Code and the command line (docs/integrations.md).
import { MCP_PATH } from '@diary/contracts';

export const TOKEN_PLACEHOLDER = 'wdt_…';

export interface AssistantConfig {
  id: 'claude-desktop' | 'vscode' | 'cli';
  /** The tab's name; the command line's is translated where it is shown. */
  label: string;
  text: string;
}

export function assistantConfigs(origin: string): AssistantConfig[] {
  const url = `${origin}${MCP_PATH}`;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
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
      text: `diary login --url ${origin} --token ${TOKEN_PLACEHOLDER}`,
    },
  ];
}
