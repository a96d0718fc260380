// "Ask your diary" at the top of Search: a question in plain words, answered in a sentence with
// its figures and the notes and sessions behind it, each linking to its day in the diary (a note
// opens scrolled to it and highlighted). Example questions help a first question along.
import { FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { ASK_MAX_LENGTH, type AskCitation, type AskResponse } from '@diary/contracts';
import { formatDuration, formatMediumDate, todayKey } from '../../lib/time';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch } from '../../lib/store';
import type { ApiError } from '../../lib/api';
import { useAskMutation } from './ask.api';
import type { AskFocusState } from './use-ask-shortcut';
import { useTranslation } from 'react-i18next';

// The examples stay English in every language: the question parser (diary-service ask/) reads
// English questions only, so a translated example would go unanswered.
export const EXAMPLE_QUESTIONS = [
  'How much time did I spend last week?',
  'What did I do yesterday?',
  'When did I last work on the login bug?',
];

const citationLink = (c: AskCitation) =>
  c.type === 'note' ? `/daily-work?date=${c.date}&note=${c.id}` : `/daily-work?date=${c.date}`;

function AskAnswer({ answer }: { answer: AskResponse }) {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  return (
    <Stack spacing={1.5} data-testid="ask-answer">
      <Typography sx={{ overflowWrap: 'anywhere' }}>{answer.answer}</Typography>
      {answer.figures.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          component="ul"
          aria-label={t('ask.figures')}
          style={{ margin: 0, padding: 0 }}
        >
          {answer.figures.map((f) => (
            <Chip
              key={f.label}
              component="li"
              variant="outlined"
              label={`${f.label}: ${formatDuration(f.minutes)}`}
              data-testid="ask-figure"
            />
          ))}
        </Stack>
      )}
      {answer.citations.length > 0 && (
        <Box component="ol" aria-label={t('ask.sources')} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {answer.citations.map((c) => (
            <li key={`${c.type}-${c.id}`}>
              <Link
                component={RouterLink}
                to={citationLink(c)}
                onClick={() => dispatch(selectedDateChanged(c.date))}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {formatMediumDate(c.date)}: {c.excerpt}
              </Link>
            </li>
          ))}
        </Box>
      )}
      {answer.provider !== 'offline' && (
        <Typography variant="caption" color="text.secondary">
          {t('ask.phrasedBy', { provider: answer.provider })}
        </Typography>
      )}
    </Stack>
  );
}

export function AskBox() {
  const { t } = useTranslation('search');
  const [question, setQuestion] = useState('');
  const [ask, { data, error, isLoading, reset }] = useAskMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const focus = (useLocation().state as AskFocusState | null)?.askFocus;

  // Ctrl+K or "/" from anywhere lands here with the focus in the box.
  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);

  const submit = (text: string, e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || isLoading) return;
    void ask({ question: text.trim(), today: todayKey() });
  };
  const problem = error as ApiError | undefined;

  return (
    <Paper
      component="form"
      aria-label={t('ask.label')}
      onSubmit={(e: FormEvent) => submit(question, e)}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            inputRef={inputRef}
            value={question}
            onChange={(e) => {
              setQuestion(e.target.value);
              if (error) reset();
            }}
            placeholder={t('ask.placeholder')}
            fullWidth
            slotProps={{
              htmlInput: { 'aria-label': t('ask.label'), maxLength: ASK_MAX_LENGTH, enterKeyHint: 'send' },
              input: {
                startAdornment: <QuestionAnswerOutlinedIcon color="action" sx={{ mr: 1 }} aria-hidden />,
              },
            }}
            helperText={t('ask.shortcut')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={!question.trim() || isLoading}
            sx={{ px: 4, minHeight: 48, alignSelf: { sm: 'flex-start' } }}
          >
            {isLoading ? (
              <CircularProgress size={20} color="inherit" aria-label={t('ask.asking')} />
            ) : (
              t('ask.submit')
            )}
          </Button>
        </Stack>
        <Box aria-live="polite">
          {problem ? (
            <Alert severity="error">{problem.serverMessage ?? t('ask.failed')}</Alert>
          ) : data ? (
            <AskAnswer answer={data} />
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {t('ask.try')}
              </Typography>
              {EXAMPLE_QUESTIONS.map((q) => (
                <Chip
                  key={q}
                  label={q}
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    setQuestion(q);
                    submit(q);
                  }}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
