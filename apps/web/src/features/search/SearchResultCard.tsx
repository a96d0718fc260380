// One search result: type icon, title, date, Note/Summary badge, highlighted snippet and a link
// to that day's diary (for a note, scrolled to it and highlighted: ?note=<id>).
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { SearchResult } from '@diary/contracts';
import { formatMediumDate } from '../../lib/time';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch } from '../../lib/store';
import { HighlightedText } from './HighlightedText';
import { readableSnippet } from './snippet';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';

export function resultTitle(r: SearchResult): string {
  if (r.type === 'summary' && r.subject?.trim()) return r.subject;
  return r.type === 'summary'
    ? i18n.t('search:card.workSummary')
    : i18n.t('search:card.noteFrom', { date: formatMediumDate(r.date) });
}

export function SearchResultCard({ result, term }: { result: SearchResult; term: string }) {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const isNote = result.type === 'note';
  const title = resultTitle(result);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={title}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            variant="rounded"
            aria-hidden
            sx={(theme) => ({
              width: 36,
              height: 36,
              bgcolor: alpha(isNote ? theme.palette.primary.main : theme.palette.secondary.main, 0.14),
              color: isNote ? 'primary.main' : 'secondary.dark',
            })}
          >
            {isNote ? (
              <StickyNote2OutlinedIcon fontSize="small" />
            ) : (
              <AutoAwesomeOutlinedIcon fontSize="small" />
            )}
          </Avatar>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.4 }}
            >
              {title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
              <Typography variant="body2" color="text.secondary">
                {formatMediumDate(result.date)}
              </Typography>
              <Chip
                size="small"
                label={isNote ? t('card.note') : t('card.summary')}
                color={isNote ? 'primary' : 'secondary'}
                variant="outlined"
                // The border carries the colour; the text stays at 4.5:1 in every theme and mode.
                sx={{ height: 22, color: 'text.primary' }}
              />
            </Stack>
          </Stack>
        </Stack>
        <Typography
          variant="body2"
          sx={{ mt: 1.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          data-testid="search-snippet"
        >
          <HighlightedText text={readableSnippet(result)} term={term} />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, pt: 0, justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={
            isNote ? `/daily-work?date=${result.date}&note=${result.id}` : `/daily-work?date=${result.date}`
          }
          onClick={() => dispatch(selectedDateChanged(result.date))}
          size="small"
          endIcon={<ArrowForwardIcon />}
          aria-label={t('card.viewLabel', { title })}
        >
          {t('card.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
