// The stand-up form of a summary's or a report's sections (Done, Decided, Blocked, Next): which
// sections have lines, and the plain text a person pastes into chat. Shared by Reports (copy) and
// the session summaries on Daily Work.
import { SUMMARY_SECTION_NAMES, type SummarySectionName, type SummarySections } from '@diary/contracts';

export const SECTION_TITLES: Record<SummarySectionName, string> = {
  done: 'Done',
  decided: 'Decided',
  blocked: 'Blocked',
  next: 'Next',
};

/**
 * The sections that have lines, in stand-up order; empty when there are none (older summaries). A
 * blocker resolved later (`resolved: true`) is no longer one to show or paste.
 */
export function filledSections(
  sections: SummarySections | undefined | null,
): Array<{ name: SummarySectionName; title: string; lines: SummarySections[SummarySectionName] }> {
  if (!sections) return [];
  return SUMMARY_SECTION_NAMES.map((name) => ({
    name,
    title: SECTION_TITLES[name],
    lines: (sections[name] ?? []).filter((l) => l.text.trim() !== '' && !l.resolved),
  })).filter((s) => s.lines.length > 0);
}

/**
 * "Title\n\nDone:\n• …\n\nBlocked:\n• …": a heading line, then each filled section with its lines
 * as bullets; `fallback` bullet lines ("- …") when there are no sections.
 */
export function standupText(
  heading: string,
  sections: SummarySections | undefined | null,
  fallback: string[] = [],
): string {
  const filled = filledSections(sections);
  const body = filled.length
    ? filled.map((s) => [`${s.title}:`, ...s.lines.map((l) => `• ${l.text.trim()}`)].join('\n'))
    : fallback.length
      ? [fallback.map((l) => `• ${l.replace(/^\s*[-*•]\s*/, '').trim()}`).join('\n')]
      : [];
  return [heading, ...body].join('\n\n').trimEnd() + '\n';
}
