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
import type { AdminUser, PasswordResetLink } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { useScreenSize } from '../../app/breakpoints';
import { SettingsCard } from '../../components/SettingsCard';
import { serverMessageOf } from '../../lib/server-message';
import { useAdminUsersQuery, useCreateResetLinkMutation, useUpdateUserMutation } from './admin.api';
import { CopyableLink } from './CopyableLink';
import { when } from './admin-text';

export function UsersCard() {
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
        title: 'That did not work',
        description: serverMessageOf(err) ?? 'Please try again.',
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
        aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.username}`}
        onClick={() =>
          void change(u, { disabled: !u.disabled }, u.disabled ? 'Account enabled' : 'Account disabled')
        }
      >
        {u.disabled ? 'Enable' : 'Disable'}
      </Button>
      <Button
        size="small"
        // The name starts with the visible words, so a voice command that says them finds it.
        aria-label={
          u.role === 'admin'
            ? u.id === myId
              ? `Step down as administrator (${u.username})`
              : `Remove admin rights from ${u.username}`
            : `Make admin: ${u.username}`
        }
        onClick={() =>
          void change(
            u,
            { role: u.role === 'admin' ? 'user' : 'admin' },
            u.role === 'admin' ? 'No longer an administrator' : 'Now an administrator',
          )
        }
      >
        {u.role === 'admin' ? (u.id === myId ? 'Step down' : 'Remove admin') : 'Make admin'}
      </Button>
      <Button
        size="small"
        aria-label={`Create a password-reset link for ${u.username}`}
        onClick={() => void resetLink(u)}
      >
        Reset link
      </Button>
    </Stack>
  );
  const roleChips = (u: AdminUser) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      <Chip size="small" label={u.role === 'admin' ? 'Administrator' : 'User'} />
      {u.disabled && <Chip size="small" color="error" label="Disabled" />}
    </Stack>
  );

  return (
    <SettingsCard
      id="admin-users"
      icon={<PeopleOutlineIcon />}
      title="Users"
      description="Who uses this diary. You see dates and counts, never anyone's notes."
    >
      {link && (
        <Box sx={{ mb: 2 }}>
          <CopyableLink
            label={`Password-reset link for ${link.username}`}
            url={link.url}
            expiresAt={link.expiresAt}
            note={`Hand this link to ${link.username}: it sets a new password and signs them out everywhere.`}
          />
        </Box>
      )}
      {isLoading && <Typography color="text.secondary">Loading users…</Typography>}
      {isError && <Typography color="error">The users could not be loaded. Please try again.</Typography>}
      {users && mobile && (
        <List aria-label="Users" disablePadding>
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
                Signed up {new Date(u.createdAt).toLocaleDateString()} · last seen {when(u.lastSeenAt)} ·{' '}
                {u.records ?? '–'} sessions
              </Typography>
              <Box sx={{ mt: 1 }}>{actions(u)}</Box>
            </ListItem>
          ))}
        </List>
      )}
      {users && !mobile && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell>Signed up</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell align="right">Sessions</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Actions</TableCell>
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
                  <TableCell>{new Date(u.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell>{when(u.lastSeenAt)}</TableCell>
                  <TableCell align="right">{u.records ?? '–'}</TableCell>
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
