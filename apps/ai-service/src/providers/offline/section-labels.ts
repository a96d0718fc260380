// Labels that file a line under a section whatever its words say ("Blocked: …", "- Next: …",
// "## Decisions"), in English and in the languages whose notes the writer reads.
import type { SummarySectionName } from '@diary/contracts';

const LABELS: Array<[SummarySectionName, RegExp]> = [
  [
    'done',
    /^(?:done|completed|finished|shipped|erledigt|fertig|gemacht|fait|terminé|réalisé|hecho|terminado|completado|listo)$/i,
  ],
  [
    'decided',
    /^(?:decided|decisions?|agreed|entschieden|entscheidungen?|beschlossen|vereinbart|décidé|décisions?|convenu|decidido|decisiones?|acordado)$/i,
  ],
  [
    'blocked',
    /^(?:blocked|blockers?|waiting(?: on| for)?|on hold|blockiert|blocker|wartet auf|warten auf|bloqué|bloquant|en attente|bloqueado|bloqueos?|esperando)$/i,
  ],
  [
    'next',
    /^(?:next|next steps?|next up|to ?do|todos?|to-dos?|action items?|follow[- ]?ups?|als nächstes|nächste schritte|offen|aufgaben|à faire|prochaines? étapes?|ensuite|siguiente|siguientes pasos|próximos pasos|pendiente|por hacer)$/i,
  ],
];

/** The section a label names, or null ("Fix", "Dept meeting" name none). */
export function forcedSection(label: string): SummarySectionName | null {
  const text = label
    .replace(/[*_`#]/g, '')
    .replace(/[:\s]+$/, '')
    .trim();
  for (const [section, pattern] of LABELS) if (pattern.test(text)) return section;
  return null;
}
