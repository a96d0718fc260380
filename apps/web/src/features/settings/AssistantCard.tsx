// Settings → Assistant (MCP): the configuration to paste into an assistant (Claude Desktop, VS Code)
// or the command line, with this diary's address, which token scope each use needs, and the tools.
import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { MCP_PATH, MCP_READ_TOOLS, MCP_WRITE_TOOLS } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { assistantConfigs } from './assistant-config';

export function AssistantCard() {
  const copy = useCopyToClipboard();
  const configs = assistantConfigs(window.location.origin);
  const [shown, setShown] = useState(configs[0].id);
  const config = configs.find((c) => c.id === shown) ?? configs[0];
  return (
    <SettingsCard
      id="assistant"
      icon={<SmartToyOutlinedIcon />}
      title="Assistant (MCP)"
      description="Let an AI assistant or the diary command line read your diary and, if you allow it, track your time."
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          The MCP server is at{' '}
          <Box component="code" sx={{ wordBreak: 'break-all' }}>
            {window.location.origin}
            {MCP_PATH}
          </Box>
          . It needs a personal API token from <Link href="#security-title">Security → API tokens</Link>: a{' '}
          <strong>Read</strong> token lets the assistant read your days, stand-ups and timesheets and ask
          questions; a <strong>Read and write</strong> token also lets it start and stop sessions and add
          notes. Replace <code>wdt_…</code> below with your token.
        </Typography>
        <Box>
          <Tabs
            value={config.id}
            onChange={(_, id: typeof shown) => setShown(id)}
            aria-label="Where to connect"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {configs.map((c) => (
              <Tab key={c.id} value={c.id} label={c.label} id={`assistant-tab-${c.id}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" aria-labelledby={`assistant-tab-${config.id}`} sx={{ pt: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Paste into {config.where}.
            </Typography>
            <Box
              component="pre"
              aria-label={`${config.label} configuration`}
              sx={{
                m: 0,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontSize: '0.8125rem',
                overflowX: 'auto',
              }}
            >
              {config.text}
            </Box>
            <Button
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy(config.text, `${config.label} configuration`)}
              sx={{ mt: 1 }}
            >
              Copy
            </Button>
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
            Tools
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {MCP_READ_TOOLS.map((t) => (
              <Chip key={t} size="small" label={t} variant="outlined" />
            ))}
            {MCP_WRITE_TOOLS.map((t) => (
              <Chip key={t} size="small" label={`${t} (write)`} variant="outlined" color="primary" />
            ))}
          </Box>
        </Box>
      </Stack>
    </SettingsCard>
  );
}
