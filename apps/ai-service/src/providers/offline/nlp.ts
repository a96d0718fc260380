// The one wink-nlp instance (English lite model): sentences and tokens with part of speech, lemma,
// normal form and type (word, number, url, mention…). Loaded on first use (about 150 ms), shared,
// and let go after NLP_IDLE_MS without use; its results are deterministic.
import winkNLP from 'wink-nlp';
import type Model from 'wink-eng-lite-web-model';

/** Read-only: equal tokens are one shared object (see sharedToken). */
export interface Token {
  /** As typed. */
  readonly text: string;
  /** The whitespace typed before it, so clauses can be rebuilt as written. */
  readonly pre: string;
  /** Universal part of speech (VERB, NOUN, PROPN, AUX, PUNCT…). */
  readonly pos: string;
  readonly lemma: string;
  /** Lower case, contractions expanded ("n't" → "not", "ca" → "can"). */
  readonly normal: string;
  /** wink's token type: word, number, url, email, punctuation, symbol, hashtag, mention… */
  readonly type: string;
}

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;
let release: NodeJS.Timeout | null = null;

/**
 * The model's package parses its 3 MB JSON when it is required (about 6 MB of heap, kept by Node's
 * module cache once loaded) and an instance holds about 9 MB more of its own copy: a server that
 * writes no summary loads neither, and the instance is let go between a day's summaries. A reload
 * costs about 150 ms of a background job.
 */
export const NLP_IDLE_MS = 60_000;

/**
 * Sentence boundaries and part of speech only: the model's named entities (dates, numbers, URLs)
 * are not what a stand-up mentions (people and ticket ids come from mentions.ts), and running its
 * entity automaton took most of the writer's time on a long session.
 */
const PIPE = ['sbd', 'pos'];

/**
 * wink keeps every new word it reads (each number, id and name: its own copy of the vocabulary,
 * never trimmed), about 1.6 bytes of heap for each character of new notes, so an instance in
 * constant use grew by 20 MB over 400 new 5,000-word sessions. An instance that has read this many
 * characters is let go and a fresh one made (about 55 ms of CPU, once in some 300 such sessions);
 * its readings do not depend on what it read before.
 */
export const nlpLimits = { charsPerInstance: 10_000_000 };
let charsRead = 0;
let loads = 0;

let metaCER: (() => unknown) | null = null;

/**
 * The model package as wink-nlp takes it, but with its custom-entity part read once per process:
 * the package's metaCER() stores JSON.stringify of its last result in place of the JSON (version
 * 1.8.1), so each instance made in a process got a string escaped once more than the last: the 18th
 * took 200 ms, the 20th 700 ms and 700 MB, and the 21st threw "Invalid string length", after which
 * no summary could be written (an idle instance is let go and made again, see NLP_IDLE_MS).
 */
function model(): typeof Model {
  // Required here, not imported at the top: the model is parsed on first use, not at boot.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pkg = require('wink-eng-lite-web-model') as typeof Model;
  if (!metaCER) {
    const first = (pkg.metaCER as () => unknown)();
    metaCER = () => first;
  }
  return Object.assign(Object.create(null) as typeof Model, pkg, { metaCER });
}

function nlp(textLength: number): Nlp {
  if (instance && charsRead + textLength > nlpLimits.charsPerInstance) {
    instance = null;
    shared.clear();
    sharedCount = 0;
  }
  if (!instance) {
    charsRead = 0;
    loads++;
    instance = winkNLP(model(), PIPE);
  }
  charsRead += textLength;
  release?.refresh();
  release ??= setTimeout(releaseNlp, NLP_IDLE_MS).unref();
  return instance;
}

/** Lets the instance go (the timer's end, or a test): the next use loads it again. */
export function releaseNlp(): void {
  if (release) clearTimeout(release);
  release = null;
  instance = null;
  shared.clear();
  sharedCount = 0;
}

/** Whether an instance is loaded now (for tests). */
export function nlpLoaded(): boolean {
  return instance !== null;
}

/** How many instances were made in this process (for tests). */
export function nlpLoads(): number {
  return loads;
}

/**
 * Equal tokens ("the", ".", "we" with the same spaces, part of speech and forms) are one object:
 * the notes kept by content (content-cache.ts) hold most of a session's tokens, and a first
 * reading's new tokens outlive the young generation, so each one shared is one object fewer for
 * the collector to copy and promote. Tokens are never changed (readonly), so sharing them is safe.
 * Let go with the instance, and started afresh past MAX_SHARED_TOKENS.
 */
const shared = new Map<string, Token[]>();
let sharedCount = 0;
export const MAX_SHARED_TOKENS = 20_000;

/** Found by its text, then among that text's few readings: no key string built for each token. */
function sharedToken(
  text: string,
  pre: string,
  pos: string,
  lemma: string,
  normal: string,
  type: string,
): Token {
  const same = shared.get(text);
  if (same) {
    for (const t of same)
      if (t.pre === pre && t.pos === pos && t.lemma === lemma && t.normal === normal && t.type === type)
        return t;
  }
  if (sharedCount >= MAX_SHARED_TOKENS) {
    shared.clear();
    sharedCount = 0;
  }
  const token: Token = { text, pre, pos, lemma, normal, type };
  if (same && shared.has(text)) same.push(token);
  else shared.set(text, [token]);
  sharedCount++;
  return token;
}

/** The sentences of one line of text, each a list of tokens. */
export function sentencesOf(text: string): Token[][] {
  const wink = nlp(text.length);
  const its = wink.its;
  const doc = wink.readDoc(text);
  // Each property read once for the whole line, then cut at the sentences' token spans.
  const tokens = doc.tokens();
  const texts = tokens.out() as string[];
  const pre = tokens.out(its.precedingSpaces) as string[];
  const pos = tokens.out(its.pos) as string[];
  // The typings declare lemma with a narrower signature than out() takes; it is a token its.
  const lemma = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  const normal = tokens.out(its.normal) as string[];
  const type = tokens.out(its.type) as string[];
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  return spans.map(([first, last]) => {
    const out: Token[] = [];
    for (let i = first; i <= last; i++) {
      const t = texts[i];
      out.push(
        sharedToken(
          t,
          pre[i] ?? '',
          pos[i] ?? '',
          lemma[i] ?? t.toLowerCase(),
          normal[i] ?? t.toLowerCase(),
          type[i] ?? 'word',
        ),
      );
    }
    return out;
  });
}

/** Rebuilds the text of tokens as typed (without the first token's leading space). */
export function textOf(tokens: Token[]): string {
  return tokens
    .map((t, i) => (i === 0 ? t.text : t.pre + t.text))
    .join('')
    .trim();
}
