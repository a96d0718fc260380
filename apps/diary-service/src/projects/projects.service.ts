// Rules of projects: names unique per user (case-insensitive), a rate needs its currency, another
// user's project is not found (404), and a session can only name one of the caller's projects.
import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@diary/server-core';
import type { Project } from '@diary/contracts';
import { CreateProjectDto, UpdateProjectDto } from './projects.dto';
import { ProjectFields, ProjectsRepository } from './projects.repository';

export const PROJECT_NOT_FOUND = 'Project not found.';

@Injectable()
export class ProjectsService {
  constructor(private readonly projects: ProjectsRepository) {}

  list(userId: string): Promise<Project[]> {
    return this.projects.list(userId);
  }

  async get(userId: string, id: string): Promise<Project> {
    const project = await this.projects.find(userId, id);
    if (!project) throw new NotFoundException(PROJECT_NOT_FOUND);
    return project;
  }

  create(userId: string, dto: CreateProjectDto): Promise<Project> {
    const fields = checked({
      name: dto.name.trim(),
      client: dto.client?.trim() || null,
      hourlyRate: dto.hourlyRate ?? null,
      currency: dto.currency ?? null,
      color: dto.color.toLowerCase(),
    });
    return nameTaken(fields.name, () => this.projects.insert(userId, randomUUID(), fields));
  }

  async update(userId: string, id: string, dto: UpdateProjectDto): Promise<Project> {
    const current = await this.get(userId, id);
    const fields = checked({
      name: dto.name?.trim() ?? current.name,
      client: dto.client === undefined ? current.client : dto.client?.trim() || null,
      hourlyRate: dto.hourlyRate === undefined ? current.hourlyRate : dto.hourlyRate,
      currency: dto.currency === undefined ? current.currency : dto.currency,
      color: dto.color?.toLowerCase() ?? current.color,
    });
    const updated = await nameTaken(fields.name, () => this.projects.update(userId, id, fields));
    if (!updated) throw new NotFoundException(PROJECT_NOT_FOUND);
    return updated;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.projects.delete(userId, id))) throw new NotFoundException(PROJECT_NOT_FOUND);
  }

  /**
   * The project id a session may carry: null clears it, undefined leaves it, and an id that is not
   * one of the caller's projects is a 404 (never reveals another user's project).
   */
  async ownProjectId(
    em: EntityManager,
    userId: string,
    id: string | null | undefined,
  ): Promise<string | null | undefined> {
    if (id === undefined || id === null) return id;
    if (!isUuid(id) || !(await this.projects.find(userId, id.toLowerCase(), em)))
      throw new NotFoundException(PROJECT_NOT_FOUND);
    return id.toLowerCase();
  }
}

function checked(fields: ProjectFields): ProjectFields {
  if (fields.hourlyRate !== null && fields.currency === null)
    throw new BadRequestException('currency is needed with an hourly rate, like EUR or USD.');
  return fields;
}

async function nameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw new ConflictException(`You already have a project named "${name}".`);
    throw err;
  }
}
