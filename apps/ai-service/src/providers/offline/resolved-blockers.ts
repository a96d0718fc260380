// Blockers that a later note of the same session, day or week resolved: the later line names the
// same person or ticket and says it was approved, done, fixed, merged, unblocked, resolved or
// confirmed ("Waiting on Marek to approve the V212 migration" … "Marek approved the V212
// migration"). Such a blocker is marked `resolved: true` and leaves the open list.
import { SUMMARY_SECTION_NAMES, type SummaryLine, type SummarySections } from '@diary/contracts';

const RESOLVES =
  /\b(?:approved|approves|done|fixed|fixes|merged|unblocked|resolved|confirmed|confirms|signed off|released|is back|are back|arrived|granted|genehmigt|erledigt|behoben|gelöst|bestätigt|freigegeben|approuvé|validé|corrigé|résolu|confirmé|débloqué|aprobado|arreglado|resuelto|confirmado|desbloqueado)\b/i;
/** A ticket, an issue number or a versioned name ("PAY-1412", "#812", "V212"). */
const TICKET = /\b[A-Z][A-Z0-9]{1,9}-\d+\b|#\d+\b|\b[A-Z]+\d{2,}\b/g;
/** A capitalised word that is not the line's opening: a name ("Marek", "Sophie"). */
const NAME = /(?<=\s)\p{Lu}\p{Ll}{2,}\b/gu;

function keys(text: string, withOpening: boolean): Set<string> {
  const out = new Set<string>();
  for (const m of text.match(TICKET) ?? []) out.add(m.toLowerCase());
  for (const m of ` ${text}`.slice(withOpening ? 0 : 1).match(NAME) ?? []) out.add(m.toLowerCase());
  return out;
}

/** Epoch ms of a line: its latest note (for a blocker) or its earliest (for what resolves it). */
function lineTime(line: SummaryLine, times: Map<string, number>, pick: 'max' | 'min'): number | null {
  const known = line.noteIds.map((id) => times.get(id)).filter((t): t is number => t !== undefined);
  if (!known.length) return null;
  return pick === 'max' ? Math.max(...known) : Math.min(...known);
}

/**
 * Marks, in place, each blocker a later line resolves. `times` gives each note id its written
 * time. Returns how many blockers are still open.
 */
export function markResolved(sections: SummarySections, times: Map<string, number>): number {
  // Each other line's time and keys are read once, and only for a line that says it resolved.
  const resolving = SUMMARY_SECTION_NAMES.filter((n) => n !== 'blocked')
    .flatMap((n) => sections[n])
    .flatMap((line) => {
      const at = lineTime(line, times, 'min');
      return at !== null && RESOLVES.test(line.text) ? [{ at, keys: keys(line.text, true) }] : [];
    });
  let open = 0;
  for (const blocker of sections.blocked) {
    const since = lineTime(blocker, times, 'max');
    const wanted = keys(blocker.text, false);
    const resolved =
      since !== null &&
      wanted.size > 0 &&
      resolving.some((line) => {
        if (line.at <= since) return false;
        for (const k of line.keys) if (wanted.has(k)) return true;
        return false;
      });
    if (resolved) blocker.resolved = true;
    else open++;
  }
  return open;
}

/** The blockers still open. */
export const openBlockers = (sections: SummarySections) => sections.blocked.filter((l) => !l.resolved);
