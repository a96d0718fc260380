// A note read as Markdown (GFM, the parser family the web renders notes with) into the plain lines
// the writer splits into clauses. Code fences, tables, HTML and images never give a line, nor does
// the text read out of an attached image (the web adds it right after the image); a link gives its
// text; a heading is a topic, not a line; a task item says done (ticked) or next (unticked).
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
// GFM's parts that change what a note's lines are (task boxes, tables, strikethrough), from the
// packages mdast-util-gfm and micromark-extension-gfm are made of: bare URLs need no autolink pass
// (atoms.ts keeps them whole) and notes have no footnotes, and those two passes cost a third of
// the parse.
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { fastMarkdownTree } from './markdown-fast';

export interface MarkdownLine {
  /** The line as plain text: no Markdown syntax left. */
  text: string;
  /** Inline code spans in it, kept whole when the line is split into sentences. */
  code: string[];
  /** A heading's text ("LQ-95 SLA report"): a topic of the note, never a section line. */
  heading: boolean;
  /** A task list item: ticked is done, unticked is still to do. */
  task: 'done' | 'next' | null;
  /** Lines of one paragraph or list item share a block; a list's items follow their lead-in's block. */
  block: number;
}

/** An image the note keeps as an attachment: the web appends the text read out of it after it. */
const ATTACHMENT = /^\/api\/attachments\//;

interface Walk {
  lines: MarkdownLine[];
  block: number;
  /** Paragraphs still to skip as read-out text of the images before them. */
  readOutParagraphs: number;
}

interface Inline {
  text: string;
  code: string[];
  /** Attached images in the paragraph, and whether text came after the first of them. */
  images: number;
}

function inline(nodes: PhrasingContent[], out: Inline): void {
  for (const node of nodes) {
    if (out.images > 0) {
      // Everything after an attached image in its paragraph is the image's read-out text.
      if (node.type === 'image' && ATTACHMENT.test(node.url)) out.images++;
      continue;
    }
    switch (node.type) {
      case 'text':
        out.text += node.value;
        break;
      case 'inlineCode':
        out.code.push(node.value);
        out.text += node.value;
        break;
      case 'break':
        out.text += '\n';
        break;
      case 'image':
        if (ATTACHMENT.test(node.url)) out.images++;
        break;
      case 'html':
      case 'footnoteReference':
        break;
      case 'link':
      case 'linkReference':
      case 'strong':
      case 'emphasis':
      case 'delete':
        inline(node.children, out);
        break;
      default:
        break;
    }
  }
}

function pushLines(w: Walk, nodes: PhrasingContent[], heading: boolean, task: MarkdownLine['task']): void {
  const out: Inline = { text: '', code: [], images: 0 };
  inline(nodes, out);
  // Several images pasted at once: their texts follow as one paragraph each.
  if (out.images > 1) w.readOutParagraphs = out.images - 1;
  for (const raw of out.text.split(/\r?\n/)) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    w.lines.push({ text, code: out.code.filter((c) => text.includes(c)), heading, task, block: w.block });
  }
}

function walk(w: Walk, node: RootContent | Nodes, task: MarkdownLine['task']): void {
  switch (node.type) {
    case 'paragraph':
      if (w.readOutParagraphs > 0) {
        w.readOutParagraphs--;
        return;
      }
      pushLines(w, node.children, false, task);
      return;
    case 'heading':
      w.block++;
      w.readOutParagraphs = 0;
      pushLines(w, node.children, true, null);
      w.block++;
      return;
    case 'list':
      // A list carries on its lead-in line ("Next:" then the items), so it shares that block.
      for (const item of node.children) walk(w, item, task);
      w.block++;
      return;
    case 'listItem': {
      const own = node.checked === true ? 'done' : node.checked === false ? 'next' : task;
      for (const child of node.children) walk(w, child, own);
      return;
    }
    case 'blockquote':
      for (const child of node.children) walk(w, child, task);
      return;
    // Code, tables, HTML, rules and definitions are not what was done or decided.
    default:
      return;
  }
}

/**
 * GFM's parts, each with what its syntax cannot go without: a task box "[ ]", "[x]" or "[X]" (a
 * space, tab or line end inside), a table "|" and strikethrough "~". Each part's hooks cost time on
 * every note (together, half of the parse), so a note is read with the parts its text allows; the
 * tree is the same.
 */
const GFM_PARTS = [
  { mark: /\[(?:[\sxX]|\r\n)\]/, syntax: gfmTaskListItem, tree: gfmTaskListItemFromMarkdown },
  { mark: /\|/, syntax: gfmTable, tree: gfmTableFromMarkdown },
  { mark: /~/, syntax: gfmStrikethrough, tree: gfmStrikethroughFromMarkdown },
] as const;

/** The parser's options for each set of GFM parts, built once (by the set's bits). */
const optionsByParts = new Map<number, Options>();

function parserOptions(content: string): Options {
  let bits = 0;
  GFM_PARTS.forEach((part, i) => {
    if (part.mark.test(content)) bits |= 1 << i;
  });
  let options = optionsByParts.get(bits);
  if (!options) {
    const parts = GFM_PARTS.filter((_, i) => bits & (1 << i));
    options = { extensions: parts.map((p) => p.syntax()), mdastExtensions: parts.map((p) => p.tree()) };
    optionsByParts.set(bits, options);
  }
  return options;
}

/**
 * Anything the Markdown parser could read differently from plain lines: emphasis, code, links,
 * images, headings, quotes, tables, HTML, escapes, list markers, rules and indented code.
 */
const MARKDOWN_HINT =
  /[`*_[\]!#>|~<&\\]|^\s{0,3}(?:[-+*]|\d+[.)])(?:\s|$)|^ {4}|^\s*(?:-{2,}|={2,})\s*$|https?:|www\./m;

/** A note without Markdown: its lines as typed, a blank line between paragraphs. */
function plainLines(content: string): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let block = 0;
  for (const raw of content.split(/\r?\n/)) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) {
      block++;
      continue;
    }
    if (/[\p{L}\p{N}]/u.test(text)) lines.push({ text, code: [], heading: false, task: null, block });
  }
  return lines;
}

/** The note's lines as plain text, in the order written. */
export function markdownLines(content: string): MarkdownLine[] {
  // Most notes are plain sentences: the parser (the writer's largest cost) only reads the others,
  // and most of those only in the common shapes markdown-fast.ts reads (the same tree).
  if (!MARKDOWN_HINT.test(content)) return plainLines(content);
  return treeLines(fastMarkdownTree(content) ?? fromMarkdown(content, parserOptions(content)));
}

/** The note's lines through the full parser, always (tests hold the fast reader to these). */
export function parsedMarkdownLines(content: string): MarkdownLine[] {
  if (!MARKDOWN_HINT.test(content)) return plainLines(content);
  return treeLines(fromMarkdown(content, parserOptions(content)));
}

function treeLines(tree: Root): MarkdownLine[] {
  const w: Walk = { lines: [], block: 0, readOutParagraphs: 0 };
  for (const node of tree.children) {
    walk(w, node, null);
    if (node.type !== 'list') w.block++;
  }
  return w.lines;
}
