// A stand-up as text and as each chat's incoming-webhook JSON (Slack, Mattermost, Microsoft Teams,
// Discord), from a daily report's sections as stored (the user's edits kept).
import type { DailyReport, StandupFormat, SummarySectionName } from '@diary/contracts';

const HEADINGS: Record<SummarySectionName, string> = {
  done: 'Done',
  decided: 'Decided',
  blocked: 'Blocked',
  next: 'Next',
};

export interface StandupText {
  title: string;
  /** Section name → its lines (open blockers only), in stand-up order; empty sections left out. */
  sections: Array<{ heading: string; lines: string[] }>;
}

/** The stand-up of a report: its subject as title, its sections' lines; null when there is nothing to say. */
export function standupText(report: DailyReport, label = 'Stand-up'): StandupText | null {
  const sections = (Object.keys(HEADINGS) as SummarySectionName[])
    .map((name) => ({
      heading: HEADINGS[name],
      lines: (report.sections?.[name] ?? [])
        // A blocker a later note resolved is no longer a blocker (contract, Write-ups worth sending).
        .filter((line) => !(line as { resolved?: boolean }).resolved)
        .map((line) => line.text.trim())
        .filter(Boolean),
    }))
    .filter((s) => s.lines.length > 0);
  if (sections.length === 0 && !report.description?.trim()) return null;
  const fallback = sections.length
    ? sections
    : [{ heading: HEADINGS.done, lines: lines(report.description ?? '') }];
  return {
    title: `${label} ${report.date}${report.subject ? `: ${report.subject}` : ''}`,
    sections: fallback,
  };
}

function lines(description: string): string[] {
  return description
    .split('\n')
    .map((l) => l.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean);
}

/** Plain text (e-mail, Teams): a title line, then each heading and its bullets. */
export function plainText(text: StandupText, bullet = '-'): string {
  return [
    text.title,
    ...text.sections.flatMap((s) => ['', `${s.heading}:`, ...s.lines.map((l) => `${bullet} ${l}`)]),
  ].join('\n');
}

/** Slack's mrkdwn and Discord escape differently; the lines are plain text, so only the markers. */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function markdown(text: StandupText, bold: (s: string) => string, escape = (s: string) => s): string {
  return [
    bold(escape(text.title)),
    ...text.sections.flatMap((s) => [bold(s.heading), ...s.lines.map((l) => `• ${escape(l)}`)]),
  ].join('\n');
}

/** The JSON body each service's incoming webhook takes. */
export function chatBody(format: StandupFormat, text: StandupText): Record<string, unknown> {
  switch (format) {
    case 'slack':
      return { text: markdown(text, (s) => `*${s}*`, slackEscape) };
    case 'mattermost':
      return { text: markdown(text, (s) => `**${s}**`) };
    case 'discord':
      // Discord refuses content over 2000 characters; mentions in notes must not ping anyone.
      return {
        content: markdown(text, (s) => `**${s}**`).slice(0, 2000),
        allowed_mentions: { parse: [] },
      };
    case 'teams':
      return {
        '@type': 'MessageCard',
        '@context': 'https://schema.org/extensions',
        summary: text.title,
        title: text.title,
        sections: text.sections.map((s) => ({
          activityTitle: s.heading,
          text: s.lines.map((l) => `- ${l}`).join('\n\n'),
        })),
      };
  }
}
