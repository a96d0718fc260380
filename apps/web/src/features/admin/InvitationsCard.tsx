// Invitations: a one-use link (optionally for one e-mail address) to hand to a colleague, shown
// once with a Copy button; the list says which are open, used, expired or withdrawn.
import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import type { CreatedInvitation } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { SettingsCard } from '../../components/SettingsCard';
import { serverMessageOf } from '../../lib/server-message';
import { useCreateInvitationMutation, useInvitationsQuery, useRevokeInvitationMutation } from './admin.api';
import { CopyableLink } from './CopyableLink';
import { invitationState } from './admin-text';

export function InvitationsCard() {
  const { data: invitations } = useInvitationsQuery();
  const [create, { isLoading: creating }] = useCreateInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const fail = (err: unknown) =>
    dispatch(
      showToast({
        title: 'That did not work',
        description: serverMessageOf(err) ?? 'Please try again.',
        variant: 'destructive',
      }),
    );

  return (
    <SettingsCard
      id="admin-invitations"
      icon={<MailOutlineIcon />}
      title="Invitations"
      description="A link that lets one colleague create an account, even when sign-up is closed."
    >
      <Box
        component="form"
        aria-label="Create an invitation"
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
          label="Their e-mail (optional)"
          type="email"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={creating}>
          Create invitation
        </Button>
      </Box>
      {created && (
        <Box sx={{ mb: 2 }}>
          <CopyableLink
            label="Invitation link"
            url={created.url}
            expiresAt={created.expiresAt}
            note={`Send this link${created.email ? ` to ${created.email}` : ''}; it is shown only now.`}
          />
        </Box>
      )}
      {invitations?.length === 0 && <Typography color="text.secondary">No invitations yet.</Typography>}
      {invitations && invitations.length > 0 && (
        <List dense aria-label="Invitations">
          {invitations.map((i) => {
            const state = invitationState(i);
            const open = state.startsWith('Open');
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
                      aria-label={`Withdraw the invitation ${i.email ?? `of ${new Date(i.createdAt).toLocaleString()}`}`}
                    >
                      Withdraw
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={i.email ?? 'Anyone with the link'}
                  secondary={`${state} · created ${new Date(i.createdAt).toLocaleString()}${i.createdBy ? ` by ${i.createdBy}` : ''}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SettingsCard>
  );
}
