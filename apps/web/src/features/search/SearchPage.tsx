// Search: "Ask your diary" on top (AskBox), then notes and summaries by a term of at least 3 characters and/or a tag, kept in the
// address (?q=&tag=) so back and forward work; results are cached 5 minutes per term and tag. The
// term searches as it is typed (SEARCH_TYPING_DELAY_MS after the last key) as well as on Enter.
import { FormEvent, KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { SEARCH_MIN_LENGTH } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { dismissAllToasts } from '../../lib/toast/toast.slice';
import { useSearchQuery } from './search.api';
import { SearchResultCard } from './SearchResultCard';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { TagSelect } from './TagSelect';
import { AskBox } from './AskBox';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the term is searched (Enter searches at once). */
export const SEARCH_TYPING_DELAY_MS = 300;

function ResultSkeleton() {
  return (
    <Card variant="outlined" data-testid="search-skeleton">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="45%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
        <Skeleton sx={{ mt: 1.5 }} />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}

export default function SearchPage() {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const tag = params.get('tag') || null;
  const [input, setInput] = useState(term);
  const [tooShort, setTooShort] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const active = term.length >= SEARCH_MIN_LENGTH || tag !== null;
  const { data, isFetching, isError } = useSearchQuery({ term, tag }, { skip: !active });
  const withTag = (next: Record<string, string>) => (tag ? { ...next, tag } : next);

  // Back/forward changes ?q=; show that term in the box (not when the address only caught up
  // with what is being typed: the box may already hold more).
  const typedTerm = useRef(term);
  useEffect(() => {
    if (term !== typedTerm.current) setInput(term);
    typedTerm.current = term;
  }, [term]);

  // Search as you type: once typing pauses, the address follows the box. The first typed term is
  // a new history entry and later ones replace it, so Back leaves the search as a whole; a box
  // emptied below the minimum clears the term (its old results would read as the answer).
  useEffect(() => {
    const q = input.trim();
    const next = q.length >= SEARCH_MIN_LENGTH ? q : '';
    if (next === term) return;
    const timer = setTimeout(() => {
      typedTerm.current = next;
      setParams(withTag(next ? { q: next } : {}), { replace: term !== '' });
    }, SEARCH_TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing starts the timer; a term or tag change from elsewhere cancels it (cleanup).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, term, tag]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = input.trim();
    if (q.length < SEARCH_MIN_LENGTH && !(tag && !q)) {
      setTooShort(true); // one inline hint beside the box, no error toast
      return;
    }
    if (q !== term) {
      typedTerm.current = q;
      setParams(withTag(q ? { q } : {}));
    }
  };

  // A disabled submit button blocks the form's implicit submission, so Enter is handled here.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') submit(e);
  };

  const clear = () => {
    setInput('');
    if (term) setParams(withTag({}));
    inputRef.current?.focus();
  };

  // A search that worked clears old toasts (errors from before no longer apply).
  const succeeded = active && !isFetching && !isError && data !== undefined;
  useEffect(() => {
    if (succeeded) dispatch(dismissAllToasts());
  }, [succeeded, term, dispatch]);

  const results = active ? (data ?? []) : [];
  const loading = active && isFetching;

  return (
    <Stack spacing={3} sx={pageSx}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      <AskBox />

      <Paper
        component="form"
        role="search"
        onSubmit={submit}
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            inputRef={inputRef}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setTooShort(false);
            }}
            error={tooShort}
            helperText={tooShort ? t('tooShort') : undefined}
            onKeyDown={onKeyDown}
            placeholder={t('common:shell.searchPlaceholder')}
            fullWidth
            autoFocus
            size="medium"
            slotProps={{
              htmlInput: { 'aria-label': t('term'), enterKeyHint: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon color="action" />
                  </InputAdornment>
                ),
                endAdornment: input ? (
                  <InputAdornment position="end">
                    <IconButton aria-label={t('clear')} onClick={clear} edge="end" size="small">
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={input.trim().length < SEARCH_MIN_LENGTH}
            sx={{ px: 4, minHeight: 48 }}
          >
            {t('submit')}
          </Button>
        </Stack>
        <TagSelect
          value={tag}
          onChange={(next) => setParams({ ...(term ? { q: term } : {}), ...(next ? { tag: next } : {}) })}
        />
      </Paper>

      <Box aria-live="polite" aria-busy={loading}>
        {/* A too-short term's hint stands alone: the previous term's results under it read as
            the answer to the new term (issue 33). */}
        {tooShort ? null : !active ? (
          <Stack
            sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}
            spacing={1}
          >
            <ManageSearchIcon sx={{ fontSize: 56 }} aria-hidden />
            <Typography>{t('hint')}</Typography>
          </Stack>
        ) : loading ? (
          <Stack spacing={1.5}>
            <ResultSkeleton />
            <ResultSkeleton />
            <ResultSkeleton />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{t('loadError')}</Alert>
        ) : results.length === 0 ? (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6 }} spacing={1}>
            <ManageSearchIcon color="action" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {term ? t('noResultsFor', { term }) : t('noResults')}
              {tag && t('taggedWith', { tag })}
            </Typography>
            <Typography color="text.secondary">{t('tryAgain')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {/* The results' titles (h3) sit under this heading, in heading order. */}
            <Typography variant="body2" component="h2" color="text.secondary">
              {t('found', { count: results.length })}
            </Typography>
            <Box component="ul" aria-label={t('results')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {results.map((r) => (
                <SearchResultCard key={`${r.type}-${r.id}`} result={r} term={term} />
              ))}
            </Box>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
