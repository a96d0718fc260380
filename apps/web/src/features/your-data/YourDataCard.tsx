// Settings card "Your data": export (JSON, Markdown, CSV) with download progress, import with a
// preview of what will be added, the calendar subscription URL (copy, rotate), the way to the
// trash, deleting the account.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Divider, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import { TRASH_DAYS, type ExportFormat, type ImportResult } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { api } from '../../lib/api';
import { SettingsCard } from '../../components/SettingsCard';
import { describeImport, downloadExport, uploadImport } from './transfer';
import { useCalendarFeedQuery, useRotateCalendarFeedMutation } from './calendar-feed.api';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { formatNumber } from '../../lib/time';
import { tKey } from '../../lib/i18n/t-key';

const EXPORTS: Array<[ExportFormat, string]> = [
  ['json', tKey('yourData:export.json')],
  ['markdown', tKey('yourData:export.markdown')],
  ['csv', tKey('yourData:export.csv')],
];

const megabytes = (bytes: number) =>
  formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ExportSection() {
  const { t } = useTranslation('yourData');
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [bytes, setBytes] = useState(0);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setBytes(0);
    setMessage(null);
    try {
      await downloadExport(format, setBytes);
      setMessage({ ok: true, text: t('export.done') });
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('export.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {EXPORTS.map(([format, label]) => (
          <Button key={format} variant="outlined" onClick={() => run(format)} disabled={running !== null}>
            {t(label)}
          </Button>
        ))}
      </Stack>
      {running && (
        <Box sx={{ mt: 1.5 }} role="status">
          <LinearProgress aria-label={t('export.progress')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('export.preparing', { size: megabytes(bytes) })}
          </Typography>
        </Box>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1.5 }}>
          {message.text}
        </Alert>
      )}
    </Box>
  );
}

function ImportSection() {
  const { t } = useTranslation('yourData');
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setMessage(null);
    setProgress(0);
    try {
      setPreview(await uploadImport(chosen, true, setProgress));
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setProgress(null);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadImport(file, false, setProgress);
      setMessage({ ok: true, text: describeImport(result, false) });
      setPreview(null);
      setFile(null);
      dispatch(
        api.util.invalidateTags(['Day', 'Active', 'Calendar', 'Draft', 'Report', 'Search', 'Settings']),
      );
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('import.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('import.intro')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        hidden
        aria-label={t('import.file')}
        data-testid="import-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={progress !== null}>
        {t('import.choose')}
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1.5 }} role="status">
          <LinearProgress
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={progress * 100}
            aria-label={t('import.progress')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progress < 1
              ? t('import.uploading', { percent: formatNumber(progress, { style: 'percent' }) })
              : t('import.reading')}
          </Typography>
        </Box>
      )}
      {preview && file && (
        <Alert
          severity="info"
          sx={{ mt: 1.5 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setPreview(null)}>
                {t('import.cancel')}
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={confirm}
                disabled={progress !== null}
              >
                {t('import.confirm')}
              </Button>
            </Stack>
          }
        >
          {t('import.preview', { file: file.name, what: describeImport(preview, true) })}
        </Alert>
      )}
      {message && (
        <Alert
          severity={message.ok ? 'success' : 'error'}
          sx={{ mt: 1.5 }}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </Alert>
      )}
    </Box>
  );
}

function CalendarFeedSection() {
  const { t } = useTranslation('yourData');
  const { data, isError } = useCalendarFeedQuery();
  const [rotate, { isLoading }] = useRotateCalendarFeedMutation();
  const [copied, setCopied] = useState(false);
  const url = data ? `${window.location.origin}${data.url}` : '';
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('feed.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('feed.intro')}
      </Typography>
      {isError ? (
        <Alert severity="error">{t('feed.loadFailed')}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            label={t('feed.address')}
            value={url}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true } }}
          />
          <Button
            variant="outlined"
            disabled={!url}
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t('feed.copied') : t('feed.copy')}
          </Button>
          <Button
            variant="outlined"
            disabled={!url || isLoading}
            onClick={() => {
              setCopied(false);
              void rotate();
            }}
          >
            {t('feed.rotate')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

export function YourDataCard() {
  const { t } = useTranslation('yourData');
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsCard
      id="your-data"
      icon={<FolderZipOutlinedIcon />}
      title={t('title')}
      description={t('description')}
    >
      <Stack divider={<Divider flexItem />} spacing={2.5}>
        <ExportSection />
        <ImportSection />
        <CalendarFeedSection />
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('trash.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('trash.intro', { days: TRASH_DAYS })}
          </Typography>
          <Button variant="outlined" component={RouterLink} to="/trash">
            {t('trash.open')}
          </Button>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('delete.heading')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('delete.intro')}
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
            {t('delete.open')}
          </Button>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
        </Box>
      </Stack>
    </SettingsCard>
  );
}
