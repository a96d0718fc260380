// auth → ai: who posts a stand-up or receives a digest, for the ai service's schedule.
import type { EmailDigest, StandupPost } from '@diary/contracts';

export interface ScheduledSends {
  users: Array<{
    userId: string;
    timeZone: string | null;
    standupPost: StandupPost | null;
    emailDigest: EmailDigest;
  }>;
}
