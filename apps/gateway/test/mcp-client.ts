// An MCP client of the official SDK (Client + StreamableHTTPClientTransport), as Claude Desktop or
// VS Code connect, for the gateway's /mcp tests.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface McpTestClient {
  toolNames(): Promise<string[]>;
  /** The tool's result: its JSON text parsed, or its error message with isError. */
  call(
    name: string,
    args?: Record<string, unknown>,
  ): Promise<{ isError: boolean; json?: unknown; text: string }>;
  close(): Promise<void>;
}

export async function connectMcp(gatewayUrl: string, token?: string): Promise<McpTestClient> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', gatewayUrl), {
    requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : undefined,
  });
  const client = new Client({ name: 'work-diary-tests', version: '1.0.0' });
  await client.connect(transport);
  return {
    async toolNames() {
      const { tools } = await client.listTools();
      return tools.map((t) => t.name).sort();
    },
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const first = result.content[0];
      const text = first?.type === 'text' ? first.text : '';
      return result.isError ? { isError: true, text } : { isError: false, text, json: JSON.parse(text) };
    },
    close: () => client.close(),
  };
}
