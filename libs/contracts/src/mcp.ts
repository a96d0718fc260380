// The MCP server at POST /mcp (contract, round four, "Where you work"): its tools and the token
// scope each needs. Their argument schemas are the gateway's (apps/gateway/src/mcp), which alone
// parses them; the web's Assistant card lists the tools from here.
import type { ApiTokenScope } from './account-security';

export const MCP_PATH = '/mcp';

export const MCP_READ_TOOLS = [
  'get_day',
  'list_sessions',
  'search_notes',
  'ask',
  'get_standup',
  'get_week_review',
  'get_timesheet',
] as const;
export const MCP_WRITE_TOOLS = ['start_session', 'stop_session', 'add_note'] as const;
export type McpToolName = (typeof MCP_READ_TOOLS)[number] | (typeof MCP_WRITE_TOOLS)[number];

/** The tools a token of this scope is shown and may call. */
export function mcpToolsFor(scope: ApiTokenScope): McpToolName[] {
  return scope === 'write' ? [...MCP_READ_TOOLS, ...MCP_WRITE_TOOLS] : [...MCP_READ_TOOLS];
}
