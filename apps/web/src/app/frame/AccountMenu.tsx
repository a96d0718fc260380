// The avatar menu: the signed-in username, the static 50% quota, Settings, Trash and Sign out.
import { useState, MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  LinearProgress,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useAppSelector } from '../../lib/store';
import { QUOTA_PERCENT } from './QuotaCard';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { useTranslation } from 'react-i18next';

export function AccountMenu() {
  const { t } = useTranslation('common');
  const username = useAppSelector((s) => s.auth.username) ?? '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-label={t('shell.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '1rem', fontWeight: 700 }}>
          {username.charAt(0).toUpperCase() || '?'}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="account-username">
            {username}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('shell.planQuota', { percent: QUOTA_PERCENT })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={QUOTA_PERCENT}
            aria-label={t('shell.quotaUsed')}
            sx={{ mt: 1, height: 6, borderRadius: 3 }}
          />
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/settings" onClick={close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/trash" onClick={close}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.trash')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
