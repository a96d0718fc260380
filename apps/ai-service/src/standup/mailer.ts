// E-mail through nodemailer when SMTP_URL and MAIL_FROM are set (the digests); otherwise none.
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { CONFIG } from '@diary/server-core';
import type { AiConfig } from '../config';

@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter | null;
  private readonly from: string | undefined;

  constructor(@Inject(CONFIG) config: AiConfig) {
    this.from = config.MAIL_FROM;
    this.transport = config.SMTP_URL && config.MAIL_FROM ? createTransport(config.SMTP_URL) : null;
  }

  get available(): boolean {
    return this.transport !== null;
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    if (!this.transport) throw new Error('E-mail is not configured on this server (SMTP_URL, MAIL_FROM).');
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
