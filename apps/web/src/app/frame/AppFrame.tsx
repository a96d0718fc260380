// The frame around every signed-in screen: sticky top bar, the collapsible
// sidebar (tablet and desktop), the slide-in menu (phones) and the page area.
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Link } from '@mui/material';
import { useScreenSize } from '../../lib/breakpoints';
import { useSocketConnection } from '../../lib/socket/use-socket-connection';
import { useOutboxSync } from '../../lib/offline/use-outbox-sync';
import { MobileMenu } from './MobileMenu';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useServerTheme } from './use-server-theme';
import { useBrowserTimeZone } from './use-browser-time-zone';
import { useLanguageSettings } from './use-language-settings';
import { useAskShortcut } from '../../features/search/use-ask-shortcut';

export default function AppFrame() {
  const { t } = useTranslation('common');
  const screen = useScreenSize();
  const mobile = screen === 'mobile';
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useSocketConnection();
  useServerTheme();
  useBrowserTimeZone();
  useLanguageSettings();
  useOutboxSync();
  useAskShortcut();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderRadius: 2,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <TopBar mobile={mobile} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {!mobile && <Sidebar tablet={screen === 'tablet'} />}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
        >
          <Outlet />
        </Box>
      </Box>
      {mobile && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </Box>
  );
}
