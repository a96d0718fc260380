// One MCP server per request (stateless Streamable HTTP): the tools the caller's token may use, each
// answering with the REST API's JSON as text. A refusal of the API (its 4xx sentence) or of the
// arguments is a tool error with that sentence, never an HTTP error.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpToolsFor, type ApiTokenScope, type McpToolName } from '@diary/contracts';
import type { CallerApi } from './caller-api';
import { TOOLS, type McpTool } from './mcp-tools';
import { TOOL_ARGUMENTS } from './tool-arguments';

const SERVER_INFO = { name: 'work-diary', version: '1.0.0' };
const INSTRUCTIONS =
  'Your work diary: timed work sessions with notes, daily stand-ups, weekly reviews and timesheets. ' +
  'Dates are yyyy-MM-dd; "today" is the day in the time zone of your settings.';

export function createMcpServer(api: CallerApi, scope: ApiTokenScope): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  for (const name of mcpToolsFor(scope)) register(server, api, name);
  return server;
}

function register(server: McpServer, api: CallerApi, name: McpToolName): void {
  const tool = TOOLS[name] as McpTool & { annotations?: Record<string, boolean> };
  server.registerTool(
    name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: TOOL_ARGUMENTS[name],
      annotations: tool.annotations,
    },
    async (args: unknown): Promise<CallToolResult> => {
      try {
        const result = await tool.run(api, args as never);
        return { content: [{ type: 'text', text: JSON.stringify(result) }] };
      } catch (err) {
        return { content: [{ type: 'text', text: messageOf(err) }], isError: true };
      }
    },
  );
}

/** The service's own sentence (callService keeps it), or the tool's. */
function messageOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'The tool could not run. Please try again.';
}
