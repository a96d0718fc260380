// A summary's or a daily report's sections (Done, Decided, Blocked, Next), each line with a
// "View in diary" link to the note it came from (the diary opens that day scrolled to ?note=).
// Given `onEditLine`, each line can be rewritten in place (an empty text removes it); a line the
// person wrote says so.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import type { SummarySectionName, SummarySections } from '@diary/contracts';
import { EditableText } from './EditableText';
import { filledSections } from './standup-text';

interface Props {
  sections: SummarySections | undefined | null;
  /** The day the notes are on (yyyy-MM-dd), for the links. */
  date: string;
  /** Names the lists for assistive technology, e.g. the session's subject. */
  label: string;
  /** Shown without links where the diary is the page itself. */
  links?: boolean;
  /** Saves a line's new text (empty: the line goes); without it the lines are read-only. */
  onEditLine?: (section: SummarySectionName, index: number, text: string) => Promise<unknown>;
}

/** The section's lines with one rewritten (or left out when `text` is empty), as an edit sends them. */
export function withLine(
  sections: SummarySections,
  section: SummarySectionName,
  index: number,
  text: string,
): Array<{ text: string; noteIds: string[] }> {
  // The same lines, in the same order, as the list shows (filledSections leaves blank ones out).
  return sections[section]
    .filter((l) => l.text.trim() !== '')
    .map((l, i) => ({ text: i === index ? text : l.text, noteIds: l.noteIds }))
    .filter((l) => l.text.trim() !== '');
}

export const noteHref = (date: string, noteId: string) =>
  `/daily-work?date=${encodeURIComponent(date)}&note=${encodeURIComponent(noteId)}`;

export function SummarySectionsList({ sections, date, label, links = true, onEditLine }: Props) {
  const { t } = useTranslation('common');
  const filled = filledSections(sections);
  if (!filled.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }} data-testid="summary-sections">
      {filled.map((section) => (
        <Box component="section" key={section.name} aria-label={`${section.title}: ${label}`}>
          <Typography
            variant="overline"
            component="h4"
            color="text.secondary"
            sx={{ lineHeight: 1.6, display: 'block' }}
          >
            {section.title}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, listStyleType: 'disc', '& li': { mb: 0.5 } }}>
            {section.lines.map((line, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {onEditLine ? (
                  <EditableText
                    value={line.text}
                    what={t('summary.line')}
                    allowEmpty
                    onSave={(text) => onEditLine(section.name, i, text)}
                  >
                    {line.text}
                  </EditableText>
                ) : (
                  line.text
                )}
                {line.edited && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                    {t('summary.edited')}
                  </Typography>
                )}
                {links && line.noteIds[0] && (
                  <>
                    {' '}
                    <Link
                      component={RouterLink}
                      to={noteHref(date, line.noteIds[0])}
                      variant="caption"
                      sx={{ whiteSpace: 'nowrap' }}
                      aria-label={t('summary.viewInDiaryOf', { text: line.text })}
                    >
                      {t('summary.viewInDiary')}
                    </Link>
                  </>
                )}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
