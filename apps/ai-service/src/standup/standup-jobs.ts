// Jobs of the standup-sends queue: the minute's schedule tick, and one send each.
export const STANDUP_QUEUE = 'standup-sends';
export const STANDUP_TICK_SCHEDULER = 'standup-minute';

export type StandupJob =
  | { kind: 'tick' }
  | { kind: 'chat' | 'email'; userId: string; date: string }
  | { kind: 'week'; userId: string; week: string };

/** A send is tried three times, a minute apart and more, then its failure stays in Settings. */
export const SEND_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
