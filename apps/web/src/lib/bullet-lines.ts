// A summary's description as '- ' bullet lines: the form every copy, download and list of a
// summary or report uses.

/** The description as bullet lines, each starting with '- '. */
export function bulletLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (/^[-*•]\s*/.test(l) ? `- ${l.replace(/^[-*•]\s*/, '')}` : `- ${l}`));
}
