import type { Summary, WorkRecord } from './diary';

/** Frames a browser sends on /ws. */
export type ClientSocketMessage = { type: 'identify'; userId: string } | { type: 'ping' };

/** Frames the gateway sends on /ws; also the payloads published on a user's event channel. */
export type UserEvent =
  | { type: 'summary_generating'; recordId: string }
  | { type: 'summary_completed'; recordId: string; summary: Summary }
  | { type: 'report_completed'; date: string }
  | { type: 'week_report_completed'; week: string }
  | { type: 'work_session_update'; isActive: boolean; record: WorkRecord }
  | { type: 'draft_updated'; date: string; content: string }
  | { type: 'draft_deleted'; date: string };

export type ServerSocketMessage = { type: 'connection_ack'; userId: string } | { type: 'pong' } | UserEvent;

export const WS_PATH = '/ws';
