// The one wink-nlp instance (English lite model): sentences and tokens with part of speech, lemma,
// normal form and type (word, number, url, mention…). Loaded on first use (about 150 ms) and shared; its results are deterministic.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface Token {
  /** As typed. */
  text: string;
  /** The whitespace typed before it, so clauses can be rebuilt as written. */
  pre: string;
  /** Universal part of speech (VERB, NOUN, PROPN, AUX, PUNCT…). */
  pos: string;
  lemma: string;
  /** Lower case, contractions expanded ("n't" → "not", "ca" → "can"). */
  normal: string;
  /** wink's token type: word, number, url, email, punctuation, symbol, hashtag, mention… */
  type: string;
}

type Nlp = ReturnType<typeof winkNLP>;
let instance: Nlp | null = null;

/**
 * Sentence boundaries and part of speech only: the model's named entities (dates, numbers, URLs)
 * are not what a stand-up mentions (people and ticket ids come from mentions.ts), and running its
 * entity automaton took most of the writer's time on a long session.
 */
const PIPE = ['sbd', 'pos'];

function nlp(): Nlp {
  instance ??= winkNLP(model, PIPE);
  return instance;
}

/** The sentences of one line of text, each a list of tokens. */
export function sentencesOf(text: string): Token[][] {
  const wink = nlp();
  const its = wink.its;
  const doc = wink.readDoc(text);
  const out: Token[][] = [];
  const sentences = doc.sentences();
  for (let k = 0; k < sentences.length(); k++) {
    const tokens = sentences.itemAt(k).tokens();
    const texts = tokens.out() as string[];
    const pre = tokens.out(its.precedingSpaces) as string[];
    const pos = tokens.out(its.pos) as string[];
    // The typings declare lemma with a narrower signature than out() takes; it is a token its.
    const lemma = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
    const normal = tokens.out(its.normal) as string[];
    const type = tokens.out(its.type) as string[];
    out.push(
      texts.map((t, i) => ({
        text: t,
        pre: pre[i] ?? '',
        pos: pos[i] ?? '',
        lemma: lemma[i] ?? t.toLowerCase(),
        normal: normal[i] ?? t.toLowerCase(),
        type: type[i] ?? 'word',
      })),
    );
  }
  return out;
}

/** Rebuilds the text of tokens as typed (without the first token's leading space). */
export function textOf(tokens: Token[]): string {
  return tokens
    .map((t, i) => (i === 0 ? t.text : t.pre + t.text))
    .join('')
    .trim();
}
