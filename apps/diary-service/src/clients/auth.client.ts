// The auth service's internal routes the diary uses for export and import: a user's profile and
// settings. Everything that comes back is checked before it is used.
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { type UserSettings } from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { BaseConfig, CONFIG, callService } from '@diary/server-core';

// email is null for an account made by sign-in with an organisation whose e-mail was not verified.
const profileSchema = z.object({ username: z.string(), email: z.string().nullable() });
const settingsSchema = z.record(z.unknown());

@Injectable()
export class AuthClient {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  async profile(userId: string): Promise<{ username: string; email: string | null }> {
    return profileSchema.parse(await this.call(INTERNAL.userProfile(userId)));
  }

  async settings(userId: string): Promise<Partial<UserSettings>> {
    return settingsSchema.parse(await this.call(INTERNAL.userSettings(userId))) as Partial<UserSettings>;
  }

  /** Saves the given settings (auth validates them: a bad value answers 400 with its sentence). */
  async saveSettings(userId: string, settings: Partial<UserSettings>): Promise<void> {
    await this.call(INTERNAL.userSettings(userId), 'POST', settings);
  }

  private call(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<unknown> {
    return callService<unknown>(this.config.AUTH_URL, path, {
      method,
      body,
      internalToken: this.config.INTERNAL_TOKEN,
      timeoutMs: this.config.SERVICE_TIMEOUT_MS,
    });
  }
}
