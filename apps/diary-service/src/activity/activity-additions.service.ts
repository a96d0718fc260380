// Adding one item of a day's activity to the diary: as a note (one line with its link) on the named
// session, else the day's running or latest one; or as a finished session of its own times, with the
// tags and project the item names, and the same line as its note. Adding it again answers the same.
import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ACTIVITY_KIND_LABEL,
  type ActivityItem,
  type AddActivityItemRequest,
  type AddedActivityItem,
  TAG_MAX_LENGTH,
  TAGS_MAX_PER_RECORD,
  canAddAsSession,
} from '@diary/contracts';
import { WorkNotesService } from '../work-notes/work-notes.service';
import { WorkRecordsService } from '../work-records/work-records.service';
import { WorkRecordsRepository } from '../work-records/work-records.repository';
import { ProjectsService } from '../projects/projects.service';
import { ActivityService } from './activity.service';
import { ActivityAdditionsRepository, type Addition } from './activity-additions.repository';

export const ITEM_NOT_FOUND =
  "This item is not in the day's activity; open the day again to see what is there now.";
const NO_SESSION_FOR_NOTE =
  'This day has no session to add the note to: start one, or add the item as a session.';
const NOT_TIMED = 'Only an event or timed work with an end can become a session; add it as a note.';

/** The note's client id: the same for the same user and item, so a second add finds the first note. */
function clientIdFor(userId: string, itemId: string, as: 'note' | 'session'): string {
  const hex = createHash('sha256').update(`${userId}\n${itemId}\n${as}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Pull request merged: [Fix the login (acme/web#42)](https://…)": one line, its link kept. */
export function noteLine(item: ActivityItem): string {
  const title = item.title
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
    .replace(/([[\]\\])/g, '\\$1');
  // A Markdown link's address ends at a space or an unmatched parenthesis: those are percent-encoded.
  const url = item.url.replace(
    /[()\s]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `${ACTIVITY_KIND_LABEL[item.kind]}: ${/^https?:\/\//.test(url) ? `[${title}](${url})` : title}`;
}

const toAnswer = (a: Addition): AddedActivityItem => ({
  as: a.as,
  workRecordId: a.workRecordId,
  ...(a.noteId ? { noteId: a.noteId } : {}),
});

@Injectable()
export class ActivityAdditionsService {
  constructor(
    private readonly activity: ActivityService,
    private readonly additions: ActivityAdditionsRepository,
    private readonly notes: WorkNotesService,
    private readonly records: WorkRecordsService,
    private readonly recordRows: WorkRecordsRepository,
    private readonly projects: ProjectsService,
  ) {}

  async add(
    userId: string,
    date: string,
    itemId: string,
    req: AddActivityItemRequest,
  ): Promise<AddedActivityItem> {
    const item = (await this.activity.day(userId, date)).find((i) => i.id === itemId);
    if (!item) throw new NotFoundException(ITEM_NOT_FOUND);
    const before = await this.additions.find(userId, itemId, req.as);
    if (before) {
      const [live] = await this.additions
        .live(userId, [itemId])
        .then((l) => l.filter((a) => a.as === req.as));
      if (live) return toAnswer(live);
      // Its note or session was deleted since: the item may be added again.
      await this.additions.forget(userId, itemId, req.as);
    }
    return req.as === 'note'
      ? this.addNote(userId, date, item, req.workRecordId)
      : this.addSession(userId, date, item);
  }

  /** Which of the items the user has added, and how. */
  async addedOf(userId: string, items: ActivityItem[]): Promise<ActivityItem[]> {
    const live = await this.additions.live(
      userId,
      items.map((i) => i.id),
    );
    return items.map((item) => {
      const added = live.filter((a) => a.itemId === item.id).map((a) => a.as);
      return added.length ? { ...item, added } : item;
    });
  }

  private async addNote(
    userId: string,
    date: string,
    item: ActivityItem,
    workRecordId?: string,
  ): Promise<AddedActivityItem> {
    const recordId = workRecordId ?? (await this.recordRows.noteTargetOfDay(userId, date));
    if (!recordId) throw new ConflictException(NO_SESSION_FOR_NOTE);
    const { note } = await this.notes.create(userId, {
      workRecordId: recordId,
      content: noteLine(item),
      clientId: clientIdFor(userId, item.id, 'note'),
    });
    const addition: Addition = {
      itemId: item.id,
      as: 'note',
      workRecordId: note.workRecordId,
      noteId: note.id,
    };
    await this.additions.insert(userId, addition);
    return toAnswer(addition);
  }

  private async addSession(userId: string, date: string, item: ActivityItem): Promise<AddedActivityItem> {
    if (!canAddAsSession(item)) throw new BadRequestException(NOT_TIMED);
    const title = item.title.toLowerCase();
    const project = (await this.projects.list(userId)).find((p) => title.includes(p.name.toLowerCase()));
    const tags = (item.tags ?? []).filter((t) => t.length <= TAG_MAX_LENGTH).slice(0, TAGS_MAX_PER_RECORD);
    const record = await this.records.create(userId, {
      startTime: item.start,
      endTime: item.end,
      isActive: false,
      date,
      tags,
      projectId: project?.id ?? null,
    });
    const addition: Addition = { itemId: item.id, as: 'session', workRecordId: record.id, noteId: null };
    if (!(await this.additions.insert(userId, addition))) {
      // The same item added twice at once: the session recorded first is the one; this one goes.
      await this.records.remove(userId, record.id);
      const first = await this.additions.find(userId, item.id, 'session');
      if (first) return toAnswer(first);
    }
    await this.notes.create(userId, {
      workRecordId: record.id,
      content: noteLine(item),
      clientId: clientIdFor(userId, item.id, 'session'),
    });
    return toAnswer(addition);
  }
}
