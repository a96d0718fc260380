// The users of this instance: sign-up date, last seen, number of work sessions (counts only), role
// and state, with disable/enable, make/unmake administrator and a one-time password-reset link.
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { useTranslation } from 'react-i18next';
import type { AdminUser, PasswordResetLink } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useScreenSize } from '../../lib/breakpoints';
import { SettingsCard } from '../../components/SettingsCard';
import { serverMessageOf } from '../../lib/server-message';
import { useAdminUsersQuery, useCreateResetLinkMutation, useUpdateUserMutation } from './admin.api';
import { CopyableLink } from './CopyableLink';
import { when } from './admin-text';
import { formatCompactDate, formatNumber } from '../../lib/time';

export function UsersCard() {
  const { t } = useTranslation('admin');
  const { data: users, isLoading, isError } = useAdminUsersQuery();
  const [update] = useUpdateUserMutation();
  const [createLink] = useCreateResetLinkMutation();
  const dispatch = useAppDispatch();
  const myId = useAppSelector((s) => s.auth.userId);
  const mobile = useScreenSize() === 'mobile';
  const [link, setLink] = useState<(PasswordResetLink & { username: string }) | null>(null);

  const fail = (err: unknown) =>
    dispatch(
      showToast({
        title: t('failed'),
        description: serverMessageOf(err) ?? t('tryAgain'),
        variant: 'destructive',
      }),
    );
  const change = async (
    user: AdminUser,
    body: { disabled?: boolean; role?: 'admin' | 'user' },
    done: string,
  ) => {
    try {
      await update({ id: user.id, ...body }).unwrap();
      dispatch(showToast({ title: done, description: user.username }));
    } catch (err) {
      fail(err);
    }
  };
  const resetLink = async (user: AdminUser) => {
    try {
      setLink({ ...(await createLink(user.id).unwrap()), username: user.username });
    } catch (err) {
      fail(err);
    }
  };
  const actions = (u: AdminUser) => (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button
        size="small"
        color={u.disabled ? 'primary' : 'error'}
        aria-label={
          u.disabled
            ? t('users.enableNamed', { name: u.username })
            : t('users.disableNamed', { name: u.username })
        }
        onClick={() =>
          void change(u, { disabled: !u.disabled }, u.disabled ? t('users.enabled') : t('users.disabled'))
        }
      >
        {u.disabled ? t('users.enable') : t('users.disable')}
      </Button>
      <Button
        size="small"
        // The name starts with the visible words, so a voice command that says them finds it.
        aria-label={
          u.role === 'admin'
            ? u.id === myId
              ? t('users.stepDownNamed', { name: u.username })
              : t('users.removeAdminNamed', { name: u.username })
            : t('users.makeAdminNamed', { name: u.username })
        }
        onClick={() =>
          void change(
            u,
            { role: u.role === 'admin' ? 'user' : 'admin' },
            u.role === 'admin' ? t('users.noLongerAdmin') : t('users.nowAdmin'),
          )
        }
      >
        {u.role === 'admin'
          ? u.id === myId
            ? t('users.stepDown')
            : t('users.removeAdmin')
          : t('users.makeAdmin')}
      </Button>
      <Button
        size="small"
        aria-label={t('users.resetLinkNamed', { name: u.username })}
        onClick={() => void resetLink(u)}
      >
        {t('users.resetLink')}
      </Button>
    </Stack>
  );
  const roleChips = (u: AdminUser) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip size="small" label={u.role === 'admin' ? t('users.administrator') : t('users.user')} />
      {u.disabled && <Chip size="small" color="error" label={t('users.disabledChip')} />}
    </Stack>
  );

  return (
    <SettingsCard
      id="admin-users"
      icon={<PeopleOutlineIcon />}
      title={t('users.title')}
      description={t('users.description')}
    >
      {link && (
        <Box sx={{ mb: 2 }}>
          <CopyableLink
            label={t('users.resetLinkFor', { name: link.username })}
            url={link.url}
            expiresAt={link.expiresAt}
            note={t('users.handOver', { name: link.username })}
          />
        </Box>
      )}
      {isLoading && <Typography color="text.secondary">{t('users.loading')}</Typography>}
      {isError && <Typography color="error">{t('users.loadFailed')}</Typography>}
      {users && mobile && (
        <List aria-label={t('users.title')} disablePadding>
          {users.map((u) => (
            <ListItem
              key={u.id}
              data-testid={`user-row-${u.username}`}
              disableGutters
              divider
              sx={{ display: 'block', py: 1.5 }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography fontWeight={600}>{u.username}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {u.email}
                  </Typography>
                </Box>
                {roleChips(u)}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('users.summary', {
                  signedUp: formatCompactDate(u.createdAt),
                  lastSeen: when(u.lastSeenAt),
                  sessions:
                    u.records === null || u.records === undefined
                      ? t('users.sessionsUnknown')
                      : t('users.sessions', { count: u.records, n: formatNumber(u.records) }),
                })}
              </Typography>
              <Box sx={{ mt: 1 }}>{actions(u)}</Box>
            </ListItem>
          ))}
        </List>
      )}
      {users && !mobile && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('users.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.user')}</TableCell>
                <TableCell>{t('users.signedUp')}</TableCell>
                <TableCell>{t('users.lastSeen')}</TableCell>
                <TableCell align="right">{t('users.sessionsHeader')}</TableCell>
                <TableCell>{t('users.role')}</TableCell>
                <TableCell>{t('users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((u) => (
                <TableRow key={u.id} data-testid={`user-row-${u.username}`}>
                  <TableCell>
                    <Typography fontWeight={600}>{u.username}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {u.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatCompactDate(u.createdAt)}</TableCell>
                  <TableCell>{when(u.lastSeenAt)}</TableCell>
                  <TableCell align="right">
                    {u.records === null || u.records === undefined ? '–' : formatNumber(u.records)}
                  </TableCell>
                  <TableCell>{roleChips(u)}</TableCell>
                  <TableCell>{actions(u)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SettingsCard>
  );
}
