// Finds the user's clients and projects named in a question: "for Lindqvist", "on the Website
// project", or a project written like a tag ("#website", "#lindqvist-site"). Only the caller's own
// names are looked for (ask.repository.ts reads them by user), so another user's never match.
export interface NamedProject {
  id: string;
  name: string;
  client: string | null;
}

export interface BillingNames {
  client: string | null;
  project: NamedProject | null;
  /** The text each was read from, to take out of the words to search for. */
  matched: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a tag would be written: lower case, spaces as hyphens. */
const tagForm = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
const asWords = (name: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(name)}($|[^\\p{L}\\p{N}])`, 'iu');

function findByName<T>(text: string, items: T[], nameOf: (t: T) => string): { item: T; text: string } | null {
  const byLength = [...items].sort((a, b) => nameOf(b).length - nameOf(a).length);
  for (const item of byLength) {
    const name = nameOf(item);
    if (!name.trim()) continue;
    const m = asWords(name).exec(text);
    if (m) return { item, text: text.slice(m.index + m[1].length, m.index + m[1].length + name.length) };
  }
  return null;
}

/**
 * The client and project a question names. `#x` is a project written like a tag unless the user
 * has a tag x; a name that is both a client's and a project's is the project when "project"
 * follows it, else the client.
 */
export function findBillingNames(
  text: string,
  projects: readonly NamedProject[],
  knownTags: readonly string[],
): BillingNames {
  const matched: string[] = [];
  let project: NamedProject | null = null;
  for (const m of text.matchAll(/(^|\s)#([^\s#?!.,;:]+)/gu)) {
    const word = m[2].toLowerCase();
    if (knownTags.includes(word)) continue;
    const found = projects.find((p) => tagForm(p.name) === word);
    if (found) {
      project = found;
      matched.push(`#${m[2]}`);
      break;
    }
  }
  // A #tag is the user's tag (or the project just read), never a name to look for again.
  const plain = text.replace(/(^|\s)#[^\s#?!.,;:]+/gu, '$1');
  if (!project) {
    const named = findByName(plain, [...projects], (p) => p.name);
    const clientNamed =
      named && projects.some((p) => p.client?.toLowerCase() === named.item.name.toLowerCase());
    const saysProject = named && new RegExp(`${escape(named.text)}\\s+project`, 'i').test(plain);
    if (named && (!clientNamed || saysProject)) {
      project = named.item;
      matched.push(named.text);
    }
  }
  let client: string | null = null;
  if (!project) {
    const clients = [...new Set(projects.map((p) => p.client).filter((c): c is string => !!c))];
    const named = findByName(plain, clients, (c) => c);
    if (named) {
      client = named.item;
      matched.push(named.text);
    }
  }
  return { client, project, matched };
}
