// The slide-in left menu of small screens: Calendar, Daily Work, Reports,
// Search, Settings (and Administration for administrators) and Sign out.
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { Brand } from '../../components/Brand';
import { forRole, isCurrent, MOBILE_MENU_ITEMS } from '../../lib/nav-items';
import { useIsAdmin } from '../../lib/auth/use-is-admin';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { useTranslation } from 'react-i18next';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const items = forRole(MOBILE_MENU_ITEMS, useIsAdmin());
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: 280 },
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('shell.menu'),
        } as object,
      }}
    >
      <Box
        component="nav"
        aria-label={t('shell.menu')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Brand />
          <IconButton aria-label={t('shell.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List sx={{ px: 1, py: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {items.map((item) => {
            const Icon = item.icon;
            const current = isCurrent(item, pathname);
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  onClick={onClose}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{ width: '100%', borderRadius: 2, minHeight: 48 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(item.label)} slotProps={{ primary: { fontWeight: 600 } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Divider sx={{ mt: 'auto' }} />
        <List sx={{ px: 1, py: 1.5 }}>
          <ListItem disablePadding>
            <ListItemButton
              sx={{ width: '100%', borderRadius: 2, minHeight: 48 }}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('shell.signOut')} slotProps={{ primary: { fontWeight: 600 } }} />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Drawer>
  );
}
