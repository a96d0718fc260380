// The collapsible sidebar: 'New Session', the main links with the current one
// highlighted, and the static quota; 16rem expanded or 5rem collapsed, remembered locally.
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { forRole, isCurrent, NEW_SESSION_PATH, NEW_SESSION_STATE, SIDEBAR_ITEMS } from '../../lib/nav-items';
import { useIsAdmin } from '../../lib/auth/use-is-admin';
import { QuotaCard } from './QuotaCard';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH, useSidebarExpanded } from './sidebar-state';
import { TOP_BAR_HEIGHT } from './TopBar';
import { useTranslation } from 'react-i18next';

export function Sidebar({ tablet = false }: { tablet?: boolean }) {
  const { t } = useTranslation('common');
  const [expanded, toggle] = useSidebarExpanded(tablet);
  const { pathname } = useLocation();
  const collapsed = !expanded;
  const items = forRole(SIDEBAR_ITEMS, useIsAdmin());

  return (
    <Box
      data-testid="sidebar"
      sx={{
        flex: '0 0 auto',
        width: expanded ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'width 200ms ease',
      }}
    >
      <Box
        component="nav"
        aria-label={t('shell.mainNav')}
        data-expanded={expanded}
        sx={{
          position: 'sticky',
          top: TOP_BAR_HEIGHT,
          height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          p: 1.5,
          overflowY: 'auto',
          overflowX: 'hidden',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end' }}>
          <Tooltip title={expanded ? t('shell.collapseSidebar') : t('shell.expandSidebar')} placement="right">
            <IconButton
              size="small"
              onClick={toggle}
              aria-expanded={expanded}
              aria-label={expanded ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
            >
              {expanded ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </IconButton>
          </Tooltip>
        </Box>

        {collapsed ? (
          <Tooltip title={t('shell.newSessionTip')} placement="right">
            <Button
              component={RouterLink}
              to={NEW_SESSION_PATH}
              state={NEW_SESSION_STATE}
              variant="contained"
              aria-label={t('shell.newSessionLabel')}
              sx={{ minWidth: 0, width: 48, height: 44, mx: 'auto', borderRadius: 2.5 }}
            >
              <AddIcon />
            </Button>
          </Tooltip>
        ) : (
          <Button
            component={RouterLink}
            to={NEW_SESSION_PATH}
            state={NEW_SESSION_STATE}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ py: 0.75, flexDirection: 'row', lineHeight: 1.25 }}
          >
            {/* The name is the visible text, "New Session Starts the timer". */}
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
              {t('shell.newSession')}{' '}
              <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 500 }}>
                {t('shell.startsTimer')}
              </Box>
            </Box>
          </Button>
        )}

        <List disablePadding sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {items.map((item) => {
            const current = isCurrent(item, pathname);
            const Icon = item.icon;
            const link = (
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                aria-label={collapsed ? t(item.label) : undefined}
                sx={{
                  width: '100%',
                  borderRadius: 2,
                  minHeight: 44,
                  justifyContent: collapsed ? 'center' : 'flex-start',
                  px: collapsed ? 1 : 1.5,
                  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.contrastText' },
                }}
              >
                <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'text.secondary' }}>
                  <Icon />
                </ListItemIcon>
                {!collapsed && (
                  <ListItemText
                    primary={t(item.label)}
                    slotProps={{ primary: { fontWeight: 600, fontSize: '0.95rem' } }}
                  />
                )}
              </ListItemButton>
            );
            return (
              <ListItem key={item.to} disablePadding>
                {collapsed ? (
                  <Tooltip title={t(item.label)} placement="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </ListItem>
            );
          })}
        </List>

        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'center' }}>
          <Box sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
            <QuotaCard collapsed={collapsed} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
