// Rules of connections: what each kind needs, its addresses checked before they are saved (never a
// private or local address unless the settings allow it), the token sealed at rest and never shown.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Connection, CreateConnectionRequest } from '@diary/contracts';
import {
  CONFIG,
  type SecretKeyring,
  checkOutboundUrl,
  outboundPolicyFromConfig,
  secretKeyringFromConfig,
} from '@diary/server-core';
import type { DiaryConfig } from '../config';
import type { OpenedConnection } from '../activity/sources/activity-source';
import { ConnectionRow, ConnectionsRepository } from './connections.repository';
import { displayCalendarUrl, openConnectionSecret, sealConnectionSecret } from './connection-secret';

export const CONNECTION_NOT_FOUND = 'Connection not found.';
/** More is a mistake, and each is fetched when a day is opened. */
export const MAX_CONNECTIONS = 20;

@Injectable()
export class ConnectionsService {
  private readonly keyring: SecretKeyring;

  constructor(
    @Inject(CONFIG) private readonly config: DiaryConfig,
    private readonly connections: ConnectionsRepository,
  ) {
    this.keyring = secretKeyringFromConfig(config);
  }

  async list(userId: string): Promise<Connection[]> {
    return (await this.connections.list(userId)).map(toConnection);
  }

  async create(userId: string, req: CreateConnectionRequest): Promise<Connection> {
    if ((await this.connections.count(userId)) >= MAX_CONNECTIONS) {
      throw new BadRequestException(`You can have at most ${MAX_CONNECTIONS} connections; remove one first.`);
    }
    const policy = outboundPolicyFromConfig(this.config);
    // The addresses are checked now for a clear 400, and again at every request (outboundFetch).
    const url = req.kind === 'github' ? undefined : req.url;
    const apiUrl = req.kind === 'github' ? req.apiUrl : undefined;
    for (const address of [url, apiUrl]) if (address) await checkOutboundUrl(address, policy);
    const secret = req.kind === 'calendar' ? req.url! : req.token!;
    const id = randomUUID();
    const row = await this.connections.insert({
      id,
      userId,
      kind: req.kind,
      url: req.kind === 'calendar' ? displayCalendarUrl(req.url!) : (url ?? null),
      apiUrl: apiUrl ?? null,
      secret: sealConnectionSecret(secret, this.keyring, id),
    });
    return toConnection(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.connections.delete(userId, id))) throw new NotFoundException(CONNECTION_NOT_FOUND);
  }

  /** The user's connections with their secrets opened, for one fetch of activity. */
  async opened(userId: string): Promise<OpenedConnection[]> {
    return (await this.connections.list(userId)).map((row) => ({
      id: row.id,
      kind: row.kind,
      url: row.kind === 'calendar' ? null : row.url,
      apiUrl: row.apiUrl,
      secret: openConnectionSecret(row.secret, this.keyring, row.id),
    }));
  }

  setProblem(userId: string, id: string, problem: string | null): Promise<void> {
    return this.connections.setProblem(userId, id, problem);
  }
}

function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    kind: row.kind,
    ...(row.url ? { url: row.url } : {}),
    ...(row.apiUrl ? { apiUrl: row.apiUrl } : {}),
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.problem ? { problem: row.problem } : {}),
  };
}
