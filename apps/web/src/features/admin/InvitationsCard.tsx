// Invitations: a one-use link (optionally for one e-mail address) to hand to a colleague, shown
// once with a Copy button; the list says which are open, used, expired or withdrawn.
import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useTranslation } from 'react-i18next';
import type { CreatedInvitation } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { SettingsCard } from '../../components/SettingsCard';
import { serverMessageOf } from '../../lib/server-message';
import { useCreateInvitationMutation, useInvitationsQuery, useRevokeInvitationMutation } from './admin.api';
import { CopyableLink } from './CopyableLink';
import { invitationOpen, invitationState } from './admin-text';
import { formatDateTime } from '../../lib/time';

export function InvitationsCard() {
  const { t } = useTranslation('admin');
  const { data: invitations } = useInvitationsQuery();
  const [create, { isLoading: creating }] = useCreateInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const fail = (err: unknown) =>
    dispatch(
      showToast({
        title: t('failed'),
        description: serverMessageOf(err) ?? t('tryAgain'),
        variant: 'destructive',
      }),
    );

  return (
    <SettingsCard
      id="admin-invitations"
      icon={<MailOutlineIcon />}
      title={t('invitations.title')}
      description={t('invitations.description')}
    >
      <Box
        component="form"
        aria-label={t('invitations.createForm')}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            setCreated(await create({ email: email.trim() || undefined }).unwrap());
            setEmail('');
          } catch (err) {
            fail(err);
          }
        }}
      >
        <TextField
          label={t('invitations.email')}
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={creating}>
          {t('invitations.create')}
        </Button>
      </Box>
      {created && (
        <Box sx={{ mb: 2 }}>
          <CopyableLink
            label={t('invitations.link')}
            url={created.url}
            expiresAt={created.expiresAt}
            note={created.email ? t('invitations.sendTo', { email: created.email }) : t('invitations.send')}
          />
        </Box>
      )}
      {invitations?.length === 0 && <Typography color="text.secondary">{t('invitations.empty')}</Typography>}
      {invitations && invitations.length > 0 && (
        <List dense aria-label={t('invitations.title')}>
          {invitations.map((i) => {
            const state = invitationState(i);
            const open = invitationOpen(i);
            return (
              <ListItem
                key={i.id}
                disableGutters
                secondaryAction={
                  open && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void revoke(i.id).unwrap().catch(fail)}
                      aria-label={
                        i.email
                          ? t('invitations.withdrawFor', { email: i.email })
                          : t('invitations.withdrawOf', { date: formatDateTime(i.createdAt) })
                      }
                    >
                      {t('invitations.withdraw')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={i.email ?? t('invitations.anyone')}
                  secondary={
                    i.createdBy
                      ? t('invitations.createdBy', {
                          state,
                          date: formatDateTime(i.createdAt),
                          name: i.createdBy,
                        })
                      : t('invitations.created', { state, date: formatDateTime(i.createdAt) })
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SettingsCard>
  );
}
