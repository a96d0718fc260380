// /api/projects: the caller's projects (contract "Timesheets"). HTTP only; rules in ProjectsService.
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import type { Project } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { UuidOr404Pipe } from '@diary/server-core';
import { CreateProjectDto, UpdateProjectDto } from './projects.dto';
import { PROJECT_NOT_FOUND, ProjectsService } from './projects.service';

const ProjectIdPipe = new UuidOr404Pipe(PROJECT_NOT_FOUND);

@Controller('api/projects')
@UseGuards(SessionAuthGuard)
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  /** The caller's projects, by name. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<Project[]> {
    return this.projects.list(user.id);
  }

  @Get(':id')
  one(@CurrentUser() user: SessionUser, @Param('id', ProjectIdPipe) id: string): Promise<Project> {
    return this.projects.get(user.id, id);
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() body: CreateProjectDto): Promise<Project> {
    return this.projects.create(user.id, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', ProjectIdPipe) id: string,
    @Body() body: UpdateProjectDto,
  ): Promise<Project> {
    return this.projects.update(user.id, id, body);
  }

  /** 204; the project's sessions keep their time and lose the project. */
  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', ProjectIdPipe) id: string): Promise<void> {
    return this.projects.remove(user.id, id);
  }
}
