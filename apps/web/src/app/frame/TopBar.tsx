// The sticky top bar: brand link to /, a read-only search box linking to
// /search (a search icon on phones), the avatar menu; on phones also the menu button.
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { Brand } from '../../components/Brand';
import { AccountMenu } from './AccountMenu';
import { OfflineBadge } from './OfflineBadge';
import { useTranslation } from 'react-i18next';

export const TOP_BAR_HEIGHT = 64;

export function TopBar({
  mobile,
  onOpenMenu,
  menuOpen,
}: {
  mobile: boolean;
  onOpenMenu: () => void;
  menuOpen: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 2.5 } }}
      >
        {mobile && (
          <IconButton
            edge="start"
            aria-label={t('shell.openMenu')}
            aria-haspopup="true"
            aria-expanded={menuOpen}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('shell.home')}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            textDecoration: 'none',
            color: 'inherit',
            borderRadius: 2,
            flex: '0 0 auto',
          }}
        >
          <Brand />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {!mobile && (
            <Box
              component={RouterLink}
              to="/search"
              aria-label={t('shell.searchNotes')}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                width: '100%',
                maxWidth: 460,
                height: 40,
                px: 1.5,
                borderRadius: 2.5,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.default',
                color: 'text.secondary',
                textDecoration: 'none',
                cursor: 'text',
                transition: 'border-color 150ms ease',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <SearchIcon fontSize="small" />
              <Typography
                component="span"
                sx={{
                  fontSize: '0.9rem',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {t('shell.searchPlaceholder')}
              </Typography>
            </Box>
          )}
        </Box>
        <OfflineBadge />
        {mobile && (
          <IconButton component={RouterLink} to="/search" aria-label={t('nav.search')}>
            <SearchIcon />
          </IconButton>
        )}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
