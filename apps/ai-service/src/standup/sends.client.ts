// What the stand-up sends need from the auth service: who has them set up, one user's setup, and
// the user's e-mail address. Every answer is checked with the contracts' schemas.
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { EmailDigest, StandupPost } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { CONFIG, callService } from '@diary/server-core';
import type { AiConfig } from '../config';
import type { ScheduledUser } from './standup-schedule';

const userSends = z.object({
  timeZone: z.string().nullish(),
  standupPost: StandupPost.nullish(),
  emailDigest: EmailDigest.nullish(),
});

@Injectable()
export class SendsClient {
  constructor(@Inject(CONFIG) private readonly config: AiConfig) {}

  private get<T>(path: string): Promise<T> {
    return callService<T>(this.config.AUTH_URL, path, {
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    });
  }

  async scheduled(): Promise<ScheduledUser[]> {
    const raw = await this.get<{ users: unknown[] }>(INTERNAL.scheduledSends);
    return raw.users.flatMap((u) => {
      const parsed = userSends.extend({ userId: z.string().uuid() }).safeParse(u);
      if (!parsed.success) return [];
      const { userId, timeZone, standupPost, emailDigest } = parsed.data;
      return [
        {
          userId,
          timeZone: timeZone ?? null,
          standupPost: standupPost ?? null,
          emailDigest: emailDigest ?? { daily: false, weekly: false },
        },
      ];
    });
  }

  async ofUser(userId: string): Promise<Omit<ScheduledUser, 'userId'>> {
    const s = userSends.parse(await this.get<unknown>(INTERNAL.userSettings(userId)));
    return {
      timeZone: s.timeZone ?? null,
      standupPost: s.standupPost ?? null,
      emailDigest: s.emailDigest ?? { daily: false, weekly: false },
    };
  }

  async email(userId: string): Promise<string | null> {
    const profile = z
      .object({ email: z.string().nullish() })
      .parse(await this.get<unknown>(INTERNAL.userProfile(userId)));
    return profile.email ?? null;
  }
}
