// What a tool needs to know about its caller beyond the token: their today (in the time zone of
// their settings, as the server writes times) and their projects by name.
import { dayKeyInZone, type Project, type UserSettings } from '@diary/contracts';
import type { CallerApi } from './caller-api';

export async function callerToday(api: CallerApi): Promise<string> {
  const settings = await api.get<UserSettings>('/api/user-settings');
  return dayKeyInZone(settings.timeZone);
}

/** The id of the caller's project with this id or name (letter case aside), or a readable refusal. */
export async function projectIdFor(api: CallerApi, nameOrId: string): Promise<string> {
  const projects = await api.get<Project[]>('/api/projects');
  const wanted = nameOrId.trim().toLowerCase();
  const found =
    projects.find((p) => p.id === nameOrId.trim()) ?? projects.find((p) => p.name.toLowerCase() === wanted);
  if (found) return found.id;
  const names = projects.map((p) => p.name).join(', ');
  throw new Error(
    `You have no project named "${nameOrId}". ${names ? `Your projects: ${names}.` : 'You have no projects yet.'}`,
  );
}
