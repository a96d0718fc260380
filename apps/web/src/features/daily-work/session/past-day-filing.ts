// Where a note written on a day other than today goes (contract, "Notes worth keeping"): never into
// a new timer, but into a session of that day: the one the user picked, else the one whose project
// or tags the note's words name (most names matched), else the last one.
import type { WorkRecord } from '@diary/contracts';
import { sortByStart } from './sort-sessions';

/** Project names by id, to match a note's words against a session's project. */
export type ProjectNames = Readonly<Record<string, string>>;

const normalise = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/** How many of the session's names (each tag, its project) the note's words contain. */
function matches(record: WorkRecord, words: string, projects: ProjectNames): number {
  const names = [...(record.tags ?? [])];
  const project = record.projectId ? projects[record.projectId] : undefined;
  if (project) names.push(project);
  return names.filter((name) => {
    const n = normalise(name).trim();
    return n !== '' && words.includes(` ${n} `);
  }).length;
}

/** The session of the day a note is filed under; null when the day has none (offer to add one). */
export function pastDayTarget(
  records: readonly WorkRecord[],
  pickedId: string | null,
  text = '',
  projects: ProjectNames = {},
): WorkRecord | null {
  const ordered = sortByStart(records);
  const picked = ordered.find((r) => r.id === pickedId);
  if (picked) return picked;
  const words = normalise(text);
  let best: WorkRecord | null = null;
  let bestScore = 0;
  for (const r of ordered) {
    const score = matches(r, words, projects);
    if (score >= bestScore && score > 0) [best, bestScore] = [r, score]; // a tie goes to the later one
  }
  return best ?? ordered.at(-1) ?? null;
}
