// Sessions this process has just seen to be live, kept for SESSION_CACHE_MS so that a burst of
// requests (a page load, a busy client) asks Redis once instead of on every request. A revocation
// is not waited out: every process subscribes to SESSIONS_REVOKED_CHANNEL and drops the ended
// sessions the moment the auth service publishes them, before any later request can be read.
// The cache is used only while that subscription is known to be live; when the connection drops,
// everything is forgotten and each request asks Redis again until the subscription is back.
// SESSION_CACHE_MS only bounds how long a revocation whose publication was lost could go unseen
// (docs/decisions.md, "Live sessions cached per process, dropped by the revocation channel").
// The subscription is this process's one view of revocations: others (the gateway closing the
// ended sessions' sockets) listen through `onRevoked`, whatever SESSION_CACHE_MS says.
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { SESSIONS_REVOKED_CHANNEL, SessionsRevokedMessage } from '@diary/contracts/server';
import { BaseConfig, CONFIG, SERVICE_NAME, createRedis, redisKey } from '@diary/server-core';

const MAX_ENTRIES = 10_000;

interface Entry {
  userId: string;
  until: number;
}

@Injectable()
export class LiveSessions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveSessions.name);
  private readonly entries = new Map<string, Entry>();
  private readonly listeners: Array<(revoked: SessionsRevokedMessage) => void> = [];
  private subscriber?: Redis;
  /** True while the revocation channel is subscribed: only then may an entry be trusted. */
  private listening = false;
  /** Bumped by every revocation and every lost subscription (see `epoch`). */
  private generation = 0;
  private markSubscribed!: () => void;
  /** Settles once the revocation channel is first subscribed (a service does not wait for it). */
  readonly subscribed = new Promise<void>((resolve) => (this.markSubscribed = resolve));

  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  get enabled(): boolean {
    return this.config.SESSION_CACHE_MS > 0;
  }

  /** Calls `listener` with every revocation published (the sessions of one user that ended). */
  onRevoked(listener: (revoked: SessionsRevokedMessage) => void): void {
    this.listeners.push(listener);
  }

  async onModuleInit(): Promise<void> {
    const channel = redisKey(this.config, SESSIONS_REVOKED_CHANNEL);
    const subscriber = createRedis(this.config, {
      maxRetriesPerRequest: null,
      connectionName: `${this.service}-live-sessions`,
    });
    this.subscriber = subscriber;
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) this.revoked(message);
    });
    // Whatever was published while the connection was down is lost: forget everything, and trust
    // nothing again until the channel is subscribed once more.
    subscriber.on('close', () => this.stopListening());
    subscriber.on('error', (err: Error) => {
      this.stopListening();
      this.logger.warn(`Redis subscriber: ${err.message}`);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          this.listening = this.enabled && subscriber.status === 'ready';
          this.markSubscribed();
        },
        () => this.stopListening(),
      );
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /**
   * Where the cache stands before a check begins; `remember` stores the check's answer only if no
   * revocation came in meanwhile (it could be the very session being checked).
   */
  epoch(): number {
    return this.generation;
  }

  /** The session's user if it was seen live within SESSION_CACHE_MS and not revoked since. */
  userOf(sessionId: string): string | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.userId;
    this.entries.delete(sessionId);
    return undefined;
  }

  remember(sessionId: string, userId: string, epoch: number): void {
    if (!this.listening || epoch !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { userId, until: Date.now() + this.config.SESSION_CACHE_MS });
  }

  /** Drops sessions at once (the auth service, for the sessions it has just revoked). */
  forget(sessionIds: readonly string[]): void {
    this.generation++;
    for (const id of sessionIds) this.entries.delete(id);
  }

  private revoked(message: string): void {
    const revoked = readRevocation(message);
    if (!revoked) {
      // Cannot tell which sessions ended: forget them all rather than keep a revoked one.
      this.logger.warn('a malformed session revocation: every cached session is forgotten');
      this.generation++;
      this.entries.clear();
      return;
    }
    this.forget(revoked.sessionIds);
    for (const listener of this.listeners) listener(revoked);
  }

  private stopListening(): void {
    this.listening = false;
    this.generation++;
    this.entries.clear();
  }
}

function readRevocation(message: string): SessionsRevokedMessage | null {
  try {
    const { userId, sessionIds, credentialsChanged } = JSON.parse(message) as Partial<SessionsRevokedMessage>;
    if (typeof userId !== 'string' || !Array.isArray(sessionIds)) return null;
    return {
      userId,
      sessionIds: sessionIds.filter((id) => typeof id === 'string'),
      ...(credentialsChanged === true ? { credentialsChanged } : {}),
    };
  } catch {
    return null;
  }
}
