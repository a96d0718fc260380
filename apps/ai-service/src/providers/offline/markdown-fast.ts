// The common shapes of a note's Markdown read without the full parser: paragraphs, ATX headings,
// flat lists (with GFM task boxes), fenced code, and inline code, emphasis, links and images. The
// tree has the mdast nodes markdown-lines.ts walks, as micromark and mdast-util-from-markdown build
// them (CommonMark's rules, down to lazy lines and the emphasis delimiter rules). Anything outside
// these shapes (indented or nested blocks, quotes, rules, setext headings, tables, HTML, escapes,
// character references, strikethrough, link titles, reference definitions) returns null, and the
// note goes to the full parser: the parser's tokenizer was the largest part of a first reading.
// markdown-fast.spec.ts holds this reader to the parser's lines on every labelled note and on
// generated notes.
import type {
  Heading,
  Image,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';

/**
 * What this reader leaves to the parser wherever it occurs outside code fences: escapes, HTML and autolinks, tabs,
 * carriage returns, tables, strikethrough, character references and reference definitions.
 */
const UNSUPPORTED = /[\\<~|\t\r]|&(?:#[0-9xX]|[A-Za-z][A-Za-z0-9]*;)|\]:/;
/** A thematic break, a setext underline, an empty list item or a quote. */
const UNSUPPORTED_LINE = /^(?:[-*_=+][-*_=+ ]*|\d{1,9}[.)] *|>.*)$/;
const HEADING = /^(#{1,6})(?: +(.*))?$/;
const FENCE = /^(`{3,})(.*)$/;
const CLOSING_FENCE = /^ {0,3}(`{3,}) *$/;
const ITEM = /^(?:([-+*])|(\d{1,9})([.)])) (.*)$/;
/** An item's first content that is a block of its own (a heading, fence, quote, list or rule). */
const BLOCK_IN_ITEM = /^(?:#{1,6}(?: |$)|```|>|[-+*](?: |$)|\d{1,9}[.)](?: |$)|[-*_=][-*_= ]*$| )/;
const TASK = /^\[([ xX])\] +(?=\S)/;
/** A task box the GFM extension reads differently at a line's end: left to the parser. */
const TASK_AT_END = /^\[[ xX]\] *$/;
/** An inline link's or image's destination, with nothing else in its parentheses. */
const RESOURCE = /\(([^\s()]*)\)/y;
/** Where an inline construct may start; the text between is read as it is. */
const SPECIAL = /[`*_[\]!]/g;

type Kind = 1 | 2 | 0;
/** micromark's character classes around an emphasis run: whitespace, punctuation, other. */
function classify(code: number): Kind {
  if (Number.isNaN(code)) return 1;
  const c = String.fromCharCode(code);
  if (/\s/.test(c)) return 1;
  if (/\p{P}|\p{S}/u.test(c)) return 2;
  return 0;
}

interface Delimiter {
  type: 'delimiter';
  marker: '*' | '_';
  size: number;
  open: boolean;
  close: boolean;
}
interface Bracket {
  type: 'bracket';
  image: boolean;
  inactive: boolean;
  balanced: boolean;
}
type Item = PhrasingContent | Delimiter | Bracket;

const asText = (item: Delimiter | Bracket): PhrasingContent => ({
  type: 'text',
  value: item.type === 'delimiter' ? item.marker.repeat(item.size) : item.image ? '![' : '[',
});

/** Items to nodes: runs and brackets left over are text. */
function nodes(items: Item[]): PhrasingContent[] {
  return items.map((item) => (item.type === 'delimiter' || item.type === 'bracket' ? asText(item) : item));
}

/** Emphasis and strong, as micromark's attention resolver pairs the runs (rule of three included). */
function resolveEmphasis(items: Item[]): PhrasingContent[] {
  let index = 0;
  while (index < items.length) {
    const closer = items[index];
    if (closer.type !== 'delimiter' || !closer.close) {
      index++;
      continue;
    }
    let open = index;
    let matched = false;
    while (open-- > 0) {
      const opener = items[open];
      if (opener.type !== 'delimiter' || !opener.open || opener.marker !== closer.marker) continue;
      if ((opener.close || closer.open) && closer.size % 3 && !((opener.size + closer.size) % 3)) continue;
      const use = opener.size > 1 && closer.size > 1 ? 2 : 1;
      opener.size -= use;
      closer.size -= use;
      const group: PhrasingContent = {
        type: use > 1 ? 'strong' : 'emphasis',
        children: nodes(items.slice(open + 1, index)),
      };
      const replacement: Item[] = [];
      if (opener.size) replacement.push(opener);
      replacement.push(group);
      if (closer.size) replacement.push(closer);
      items.splice(open, index - open + 1, ...replacement);
      // The closer's markers left over may close an earlier opener.
      index = open + replacement.length - (closer.size ? 1 : 0);
      matched = true;
      break;
    }
    if (!matched) index++;
  }
  return nodes(items);
}

/** The inline nodes of a paragraph's or heading's text, or null for what the parser must read. */
function inline(source: string): PhrasingContent[] | null {
  const items: Item[] = [];
  /** Label starts ("[", "![") still open, innermost last. */
  const labels: Bracket[] = [];
  // Text is always the source between constructs: kept as where it starts, cut out when it ends.
  let textStart = 0;
  const flush = (end: number) => {
    if (end > textStart) items.push({ type: 'text', value: source.slice(textStart, end) });
  };
  let i = 0;
  while (i < source.length) {
    SPECIAL.lastIndex = i;
    if (!SPECIAL.test(source)) break;
    i = SPECIAL.lastIndex - 1;
    const c = source[i];
    if (c === '`') {
      let n = 1;
      while (source[i + n] === '`') n++;
      // The closing run of exactly n backticks.
      let j = i + n;
      let close = -1;
      while (j < source.length) {
        if (source[j] !== '`') {
          j++;
          continue;
        }
        let m = 1;
        while (source[j + m] === '`') m++;
        if (m === n) {
          close = j;
          break;
        }
        j += m;
      }
      if (close < 0) {
        i += n;
        continue;
      }
      let value = source.slice(i + n, close);
      if (value.includes('\n')) return null;
      if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && /[^ ]/.test(value))
        value = value.slice(1, -1);
      flush(i);
      items.push({ type: 'inlineCode', value });
      i = textStart = close + n;
      continue;
    }
    if (c === '*' || c === '_') {
      let n = 1;
      while (source[i + n] === c) n++;
      const before = i === 0 ? 1 : classify(source.charCodeAt(i - 1));
      const after = i + n >= source.length ? 1 : classify(source.charCodeAt(i + n));
      const open = !after || (after === 2 && !!before);
      const close = !before || (before === 2 && !!after);
      flush(i);
      items.push({
        type: 'delimiter',
        marker: c,
        size: n,
        open: c === '*' ? open : open && (!!before || !close),
        close: c === '*' ? close : close && (!!after || !open),
      });
      i = textStart = i + n;
      continue;
    }
    if (c === '[' || (c === '!' && source[i + 1] === '[')) {
      flush(i);
      const bracket: Bracket = { type: 'bracket', image: c === '!', inactive: false, balanced: false };
      labels.push(bracket);
      items.push(bracket);
      i = textStart = i + (c === '!' ? 2 : 1);
      continue;
    }
    if (c === ']') {
      while (labels.length && labels[labels.length - 1].balanced) labels.pop();
      const label = labels[labels.length - 1];
      if (!label || label.inactive) {
        if (label) label.balanced = true;
        i++;
        continue;
      }
      if (source[i + 1] !== '(') {
        // No definitions (UNSUPPORTED): "[text]", "[text][]" and "[text][ref]" stay text.
        label.balanced = true;
        i++;
        continue;
      }
      RESOURCE.lastIndex = i + 1;
      const resource = RESOURCE.exec(source);
      if (!resource) return null;
      flush(i);
      const at = items.indexOf(label);
      const children = resolveEmphasis(items.slice(at + 1));
      const node: Link | Image = label.image
        ? { type: 'image', url: resource[1], alt: null, title: null }
        : { type: 'link', url: resource[1], title: null, children };
      items.splice(at, items.length - at, node);
      labels.pop();
      // No links in links: the link starts before this one are text now.
      if (!label.image) for (const l of labels) if (!l.image) l.inactive = true;
      i = textStart = i + 1 + resource[0].length;
      continue;
    }
    // A "!" that does not open an image is text.
    i++;
  }
  flush(source.length);
  return resolveEmphasis(items);
}

interface Open {
  lines: string[];
  into: RootContent[] | ListItem['children'];
}

/**
 * The note's tree when it only uses the common shapes, or null: then the full parser reads it.
 * The tree holds what markdown-lines.ts reads (types, children, checked, url), not positions.
 */
export function fastMarkdownTree(content: string): Root | null {
  // Tabs and carriage returns change how fences close and lines indent.
  if (/[\t\r]/.test(content)) return null;
  const children: RootContent[] = [];
  let paragraph: Open | null = null;
  let list: { node: List; marker: string } | null = null;
  let fence = 0;
  let failed = false;

  const closeParagraph = () => {
    if (!paragraph) return;
    const phrasing = inline(paragraph.lines.join('\n').replace(/ +$/, ''));
    if (!phrasing) failed = true;
    else paragraph.into.push({ type: 'paragraph', children: phrasing } as Paragraph);
    paragraph = null;
  };
  const closeList = () => {
    closeParagraph();
    list = null;
  };

  for (const line of content.split('\n')) {
    if (failed) return null;
    if (fence) {
      const closing = CLOSING_FENCE.exec(line);
      if (closing && closing[1].length >= fence) fence = 0;
      continue;
    }
    if (!/[^ ]/.test(line)) {
      closeParagraph();
      continue;
    }
    // Code in a fence may hold any of these; the note's other lines may not.
    if (line.startsWith(' ') || UNSUPPORTED_LINE.test(line) || UNSUPPORTED.test(line)) return null;
    const heading = HEADING.exec(line);
    if (heading) {
      const rest = (heading[2] ?? '').replace(/ +$/, '');
      if (rest.includes('#')) return null;
      closeList();
      const phrasing = inline(rest);
      if (!phrasing) return null;
      children.push({ type: 'heading', depth: heading[1].length, children: phrasing } as Heading);
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      if (opening[2].includes('`')) return null;
      closeList();
      fence = opening[1].length;
      children.push({ type: 'code', lang: null, meta: null, value: '' });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const [, bullet, number, delimiter, rest] = item;
      const marker = bullet ?? delimiter;
      if (!rest || BLOCK_IN_ITEM.test(rest) || TASK_AT_END.test(rest)) return null;
      // An ordered item interrupts a paragraph only when it is "1." or "1)"; else it is text.
      const interrupts = !number || number === '1';
      if (list || !paragraph || interrupts) {
        if (!list || list.marker !== marker) {
          closeList();
          const node: List = { type: 'list', ordered: !bullet, spread: false, children: [] };
          children.push(node);
          list = { node, marker };
        } else closeParagraph();
        const task = TASK.exec(rest);
        const listItem: ListItem = {
          type: 'listItem',
          spread: false,
          checked: task ? task[1] !== ' ' : null,
          children: [],
        };
        (list as { node: List }).node.children.push(listItem);
        paragraph = { lines: [task ? rest.slice(task[0].length) : rest], into: listItem.children };
        continue;
      }
    }
    // Paragraph text: it carries on the open paragraph (in a list item too: a lazy line).
    if (paragraph) (paragraph as Open).lines.push(line);
    else {
      closeList();
      paragraph = { lines: [line], into: children };
    }
  }
  closeParagraph();
  return failed ? null : { type: 'root', children };
}
