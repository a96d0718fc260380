// Settings → Assistant (MCP): the configuration to paste into an assistant (Claude Desktop, VS Code)
// or the command line, with this diary's address, which token scope each use needs, and the tools.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Box, Button, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { MCP_PATH, MCP_READ_TOOLS, MCP_WRITE_TOOLS } from '@diary/contracts';
import { SettingsCard } from '../../components/SettingsCard';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { assistantConfigs, TOKEN_PLACEHOLDER, type AssistantConfig } from './assistant-config';
import { tKey } from '../../lib/i18n/t-key';

/** Where each configuration is pasted. */
const WHERE: Record<AssistantConfig['id'], string> = {
  'claude-desktop': tKey('settings:assistant.where.claudeDesktop'),
  vscode: tKey('settings:assistant.where.vscode'),
  cli: tKey('settings:assistant.where.cli'),
};

export function AssistantCard() {
  const { t } = useTranslation('settings');
  const copy = useCopyToClipboard();
  const configs = assistantConfigs(window.location.origin).map((c) =>
    c.id === 'cli' ? { ...c, label: t('assistant.commandLine') } : c,
  );
  const [shown, setShown] = useState(configs[0].id);
  const config = configs.find((c) => c.id === shown) ?? configs[0];
  const configName = t('assistant.configuration', { label: config.label });
  return (
    <SettingsCard
      id="assistant"
      icon={<SmartToyOutlinedIcon />}
      title={t('assistant.title')}
      description={t('assistant.description')}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          <Trans
            t={t}
            i18nKey={tKey('settings:assistant.intro')}
            values={{ url: `${window.location.origin}${MCP_PATH}`, placeholder: TOKEN_PLACEHOLDER }}
            components={{
              address: <Box component="code" sx={{ wordBreak: 'break-all' }} />,
              tokens: <Link href="#security-title" />,
              strong: <strong />,
              code: <code />,
            }}
          />
        </Typography>
        <Box>
          <Tabs
            value={config.id}
            onChange={(_, id: typeof shown) => setShown(id)}
            aria-label={t('assistant.tabs')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {configs.map((c) => (
              <Tab key={c.id} value={c.id} label={c.label} id={`assistant-tab-${c.id}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" aria-labelledby={`assistant-tab-${config.id}`} sx={{ pt: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('assistant.pasteInto', { where: t(WHERE[config.id]) })}
            </Typography>
            <Box
              component="pre"
              aria-label={configName}
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
              onClick={() => void copy(config.text, configName)}
              sx={{ mt: 1 }}
            >
              {t('assistant.copy')}
            </Button>
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
            {t('assistant.tools')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {MCP_READ_TOOLS.map((tool) => (
              <Chip key={tool} size="small" label={tool} variant="outlined" />
            ))}
            {MCP_WRITE_TOOLS.map((tool) => (
              <Chip
                key={tool}
                size="small"
                label={t('assistant.writeTool', { tool })}
                variant="outlined"
                color="primary"
              />
            ))}
          </Box>
        </Box>
      </Stack>
    </SettingsCard>
  );
}
