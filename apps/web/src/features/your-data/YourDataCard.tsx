// Settings card "Your data": export (JSON, Markdown, CSV) with download progress, import with a
// preview of what will be added, the calendar subscription URL (copy, rotate), the way to the
// trash, deleting the account.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Divider, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import type { ExportFormat, ImportResult } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { api } from '../../app/api';
import { SettingsCard } from '../../components/SettingsCard';
import { describeImport, downloadExport, uploadImport } from './transfer';
import { useCalendarFeedQuery, useRotateCalendarFeedMutation } from './calendar-feed.api';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const EXPORTS: Array<[ExportFormat, string]> = [
  ['json', 'Export JSON archive'],
  ['markdown', 'Export Markdown (zip)'],
  ['csv', 'Export sessions as CSV'],
];

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function ExportSection() {
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [bytes, setBytes] = useState(0);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning(format);
    setBytes(0);
    setMessage(null);
    try {
      await downloadExport(format, setBytes);
      setMessage({ ok: true, text: 'Your export has been downloaded.' });
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Export</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {EXPORTS.map(([format, label]) => (
          <Button key={format} variant="outlined" onClick={() => run(format)} disabled={running !== null}>
            {label}
          </Button>
        ))}
      </Stack>
      {running && (
        <Box sx={{ mt: 1.5 }} role="status">
          <LinearProgress aria-label="Export progress" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Preparing your export… {megabytes(bytes)} received
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
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Import</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A JSON archive from this diary, or a detailed CSV export from Toggl Track or Clockify (at most 50 MB).
        Nothing already in your diary is added twice.
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        hidden
        aria-label="File to import"
        data-testid="import-file"
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={progress !== null}>
        Choose a file to import
      </Button>
      {progress !== null && (
        <Box sx={{ mt: 1.5 }} role="status">
          <LinearProgress
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={progress * 100}
            aria-label="Import progress"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progress < 1 ? `Uploading ${Math.round(progress * 100)}%` : 'Reading the file…'}
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
                Cancel
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={confirm}
                disabled={progress !== null}
              >
                Import
              </Button>
            </Stack>
          }
        >
          {file.name}: {describeImport(preview, true)}
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
  const { data, isError } = useCalendarFeedQuery();
  const [rotate, { isLoading }] = useRotateCalendarFeedMutation();
  const [copied, setCopied] = useState(false);
  const url = data ? `${window.location.origin}${data.url}` : '';
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Calendar subscription</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Subscribe to your finished sessions from any calendar app. Anyone with this address can see them: make
        a new one if it leaks.
      </Typography>
      {isError ? (
        <Alert severity="error">The subscription address could not be loaded.</Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            label="Subscription address"
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
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button
            variant="outlined"
            disabled={!url || isLoading}
            onClick={() => {
              setCopied(false);
              void rotate();
            }}
          >
            New address
          </Button>
        </Stack>
      )}
    </Box>
  );
}

export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <SettingsCard
      id="your-data"
      icon={<FolderZipOutlinedIcon />}
      title="Your data"
      description="Take everything out, bring it back, subscribe from your calendar, or delete it all."
    >
      <Stack divider={<Divider flexItem />} spacing={2.5}>
        <ExportSection />
        <ImportSection />
        <CalendarFeedSection />
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Trash</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Deleted notes and sessions wait 30 days there, to be restored.
          </Typography>
          <Button variant="outlined" component={RouterLink} to="/trash">
            Open trash
          </Button>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>Delete account</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Removes your account and everything in it, everywhere.
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
            Delete account…
          </Button>
          <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
        </Box>
      </Stack>
    </SettingsCard>
  );
}
