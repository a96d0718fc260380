// --project takes a project's name (any letter case) or id; the server knows which exist.
import { CliError, EXIT } from './exit-codes.js';

/** @param {import('./api-client.js').ApiClient} api @param {string} nameOrId */
export async function projectIdFor(api, nameOrId) {
  /** @type {import('@diary/contracts').Project[]} */
  const projects = await api.get('/api/projects');
  const wanted = nameOrId.trim().toLowerCase();
  const found =
    projects.find((p) => p.id === nameOrId.trim()) ?? projects.find((p) => p.name.toLowerCase() === wanted);
  if (found) return found.id;
  const names = projects.map((p) => p.name).join(', ');
  throw new CliError(
    `You have no project named "${nameOrId}". ${names ? `Your projects: ${names}.` : 'You have no projects yet.'}`,
    EXIT.refused,
  );
}
