// Sends a day's stand-up to the user's chat (its incoming webhook, through the outbound check) or
// by e-mail, records how it went for Settings, and says what is due each minute.
import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { StandupStatus } from '@diary/contracts';
import { CONFIG, outboundFetch, outboundPolicyFromConfig, type OutboundPolicy } from '@diary/server-core';
import type { AiConfig } from '../config';
import { ReportsService } from '../reports/reports.service';
import { PeriodReviewsService } from '../write-ups/period-reviews.service';
import { PERIOD_REVIEW_KINDS } from '../write-ups/period-review-kinds';
import { Mailer } from './mailer';
import { SendsClient } from './sends.client';
import { chatBody, plainText, standupText } from './standup-message';
import { StandupSendsRepository, type Channel } from './standup-sends.repository';
import { SEND_OPTIONS, STANDUP_QUEUE, type StandupJob } from './standup-jobs';

@Injectable()
export class StandupService {
  private readonly outbound: OutboundPolicy;

  constructor(
    @Inject(CONFIG) config: AiConfig,
    private readonly reports: ReportsService,
    private readonly reviews: PeriodReviewsService,
    private readonly sends: SendsClient,
    private readonly mailer: Mailer,
    private readonly log: StandupSendsRepository,
    @InjectQueue(STANDUP_QUEUE) private readonly queue: Queue<StandupJob>,
  ) {
    this.outbound = outboundPolicyFromConfig(config);
  }

  /** POST /api/standup/post: checks what can be checked now, then queues the post (202). */
  async queuePost(userId: string, date: string): Promise<void> {
    const { standupPost } = await this.sends.ofUser(userId);
    if (!standupPost) throw new BadRequestException('Set up stand-up posting in Settings first.');
    await this.textOf(userId, date);
    await this.queue.add('chat', { kind: 'chat', userId, date }, SEND_OPTIONS);
  }

  async status(userId: string): Promise<StandupStatus> {
    return { ...(await this.log.last(userId)), emailAvailable: this.mailer.available };
  }

  /** Posts the day's stand-up to the user's chat now; a failure is recorded, then thrown (retry). */
  async postToChat(userId: string, date: string): Promise<void> {
    await this.recorded(userId, 'chat', date, async () => {
      const { standupPost } = await this.sends.ofUser(userId);
      if (!standupPost) throw new BadRequestException('Stand-up posting is off.');
      const text = await this.textOf(userId, date);
      const res = await outboundFetch(
        standupPost.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(chatBody(standupPost.format, text)),
        },
        this.outbound,
      );
      await res.body?.cancel();
      if (!res.ok) throw new ChatRefused(res.status);
      return res.status;
    });
  }

  /** E-mails the day's stand-up (daily digest). */
  async emailStandup(userId: string, date: string): Promise<void> {
    await this.recorded(userId, 'email', date, async () => {
      const text = await this.textOf(userId, date);
      await this.mail(userId, text.title, plainText(text));
      return null;
    });
  }

  /** E-mails a week's review (weekly digest), when the user asked for it. */
  async emailWeekIfWanted(userId: string, week: string): Promise<boolean> {
    const { emailDigest } = await this.sends.ofUser(userId);
    if (!emailDigest.weekly || !this.mailer.available) return false;
    const review = await this.reviews.get(PERIOD_REVIEW_KINDS.week, userId, week);
    const text = review.status === 'completed' ? standupText(review, 'Weekly review') : null;
    if (!text) return false;
    await this.mail(userId, text.title, plainText(text));
    return true;
  }

  private async mail(userId: string, subject: string, text: string): Promise<void> {
    const to = await this.sends.email(userId);
    if (!to) throw new BadRequestException('Your account has no e-mail address to send the digest to.');
    await this.mailer.send(to, subject, text);
  }

  private async textOf(userId: string, date: string) {
    const report = await this.reports.get(userId, date);
    const text = report.status === 'completed' ? standupText(report) : null;
    if (!text)
      throw new BadRequestException(
        `There is no stand-up for ${date} yet: its daily report has not been written.`,
      );
    return text;
  }

  private async recorded(
    userId: string,
    channel: Channel,
    date: string,
    send: () => Promise<number | null>,
  ): Promise<void> {
    try {
      const status = await send();
      await this.log.record(userId, channel, { date, ok: true, status, error: null });
    } catch (err) {
      const status = err instanceof ChatRefused ? err.status : null;
      const error =
        err instanceof HttpException || err instanceof ChatRefused
          ? err.message
          : `The ${channel === 'chat' ? 'chat' : 'mail server'} could not be reached (${(err as Error).message}).`;
      await this.log.record(userId, channel, { date, ok: false, status, error });
      throw err;
    }
  }
}

class ChatRefused extends Error {
  constructor(readonly status: number) {
    super(`The chat answered ${status}.`);
  }
}
