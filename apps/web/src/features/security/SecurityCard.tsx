// Settings → Security: change password, signed-in devices, two-factor sign-in, API tokens.
import { ReactNode, useEffect, useState } from 'react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import QRCode from 'qrcode';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ApiTokenScope, CreatedApiToken, TwoFactorSetup } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { useMeQuery } from '../../api/auth.api';
import { FormTextField } from '../../components/FormTextField';
import { serverMessageOf } from '../../lib/server-message';
import { SettingsCard } from '../../components/SettingsCard';
import { deviceName } from './device-name';
import { useRegistrationQuery } from '../../api/auth.api';
import { OrganisationSection } from './OrganisationSection';
import {
  useChangePasswordMutation,
  useCreateTokenMutation,
  useDevicesQuery,
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useEndDeviceMutation,
  useRevokeTokenMutation,
  useSetupTwoFactorMutation,
  useTokensQuery,
} from './security.api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function useFailureToast() {
  const dispatch = useAppDispatch();
  return (title: string, err: unknown) =>
    dispatch(
      showToast({
        title,
        description: serverMessageOf(err) ?? 'Please try again.',
        variant: 'destructive',
      }),
    );
}

function PasswordSection() {
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const [change] = useChangePasswordMutation();
  return (
    <Section title="Change password">
      <Formik
        initialValues={{ currentPassword: '', newPassword: '' }}
        validationSchema={Yup.object({
          currentPassword: Yup.string().required('Enter your current password'),
          newPassword: Yup.string()
            .min(6, 'Password must be at least 6 characters')
            .max(200, 'Password must be at most 200 characters')
            .required('Password must be at least 6 characters'),
        })}
        onSubmit={async (values, { resetForm }) => {
          try {
            await change(values).unwrap();
            resetForm();
            dispatch(
              showToast({
                title: 'Password changed',
                description: 'Every other device has been signed out.',
              }),
            );
          } catch (err) {
            failed('Password not changed', err);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change password">
            <Stack spacing={1.5} direction={{ xs: 'column', sm: 'row' }}>
              <FormTextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
                size="small"
              />
              <FormTextField
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                size="small"
              />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ flex: '0 0 auto' }}>
                Change password
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Section>
  );
}

function DevicesSection() {
  const dispatch = useAppDispatch();
  const failed = useFailureToast();
  const { data: devices = [], isLoading } = useDevicesQuery();
  const [end] = useEndDeviceMutation();
  return (
    <Section title="Signed-in devices">
      {isLoading && <Typography color="text.secondary">Loading…</Typography>}
      <List dense disablePadding aria-label="Signed-in devices">
        {devices.map((d) => (
          <ListItem
            key={d.id}
            disableGutters
            secondaryAction={
              d.current ? (
                <Chip size="small" color="primary" label="This device" />
              ) : (
                <Button
                  size="small"
                  aria-label={`Sign out ${deviceName(d.userAgent)}`}
                  onClick={async () => {
                    try {
                      await end(d.id).unwrap();
                      dispatch(
                        showToast({
                          title: 'Signed out',
                          description: `${deviceName(d.userAgent)} is signed out.`,
                        }),
                      );
                    } catch (err) {
                      failed('Could not sign it out', err);
                    }
                  }}
                >
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              primary={deviceName(d.userAgent)}
              secondary={`Last seen ${new Date(d.lastSeenAt).toLocaleString()} · signed in ${new Date(d.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'work-diary-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>Save your recovery codes</Typography>
      <Typography variant="body2">
        Each signs you in once if you lose your authenticator. They are shown only now.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', columns: 2, pl: 2.5, my: 1 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => void navigator.clipboard?.writeText(text)}>
          Copy codes
        </Button>
        <Button size="small" onClick={download}>
          Download codes
        </Button>
        <Button size="small" variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Alert>
  );
}

function TwoFactorSection() {
  const failed = useFailureToast();
  const dispatch = useAppDispatch();
  const { data: me } = useMeQuery();
  const [setup] = useSetupTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [disable] = useDisableTwoFactorMutation();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [qr, setQr] = useState<string>('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = Boolean(me?.twoFactorEnabled);

  useEffect(() => {
    if (pending) void QRCode.toDataURL(pending.otpauthUrl, { margin: 1, width: 192 }).then(setQr);
  }, [pending]);

  if (codes)
    return (
      <Section title="Two-factor sign-in">
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      </Section>
    );
  return (
    <Section title="Two-factor sign-in">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {on
          ? 'On: signing in asks for a code from your authenticator app after the password.'
          : 'Off: add a code from an authenticator app to every sign-in.'}
      </Typography>
      {on ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            type="password"
            label="Password to turn off"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button
            variant="outlined"
            color="error"
            onClick={async () => {
              try {
                await disable(password).unwrap();
                setPassword('');
                dispatch(showToast({ title: 'Two-factor sign-in is off' }));
              } catch (err) {
                failed('Two-factor sign-in is still on', err);
              }
            }}
          >
            Turn off two-factor
          </Button>
        </Stack>
      ) : pending ? (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {qr && <img src={qr} width={192} height={192} alt="QR code to scan with an authenticator app" />}
            <Box>
              <Typography variant="body2">
                Scan the code, or type this key into the app, then enter a code from it and your password:
              </Typography>
              <Typography
                data-testid="two-factor-secret"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 600 }}
              >
                {pending.secret}
              </Typography>
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              size="small"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <TextField
              size="small"
              type="password"
              label="Your password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button
              variant="contained"
              onClick={async () => {
                try {
                  const { recoveryCodes } = await enable({ code: code.trim(), password }).unwrap();
                  setPending(null);
                  setCode('');
                  setPassword('');
                  setCodes(recoveryCodes);
                } catch (err) {
                  failed('Two-factor sign-in is not on', err);
                }
              }}
            >
              Turn on
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          onClick={async () => {
            try {
              setPending(await setup().unwrap());
            } catch (err) {
              failed('Could not start the setup', err);
            }
          }}
        >
          Set up two-factor sign-in
        </Button>
      )}
    </Section>
  );
}

function TokensSection() {
  const failed = useFailureToast();
  const { data: tokens = [] } = useTokensQuery();
  const [create] = useCreateTokenMutation();
  const [revoke] = useRevokeTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Section title="API tokens">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        For your own scripts: send <code>Authorization: Bearer …</code> to any <code>/api</code> route (see{' '}
        <a href="/api/docs">the API reference</a>). A read token can only read.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField size="small" label="Token name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          size="small"
          select
          label="Scope"
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiTokenScope)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="read">Read</MenuItem>
          <MenuItem value="write">Read and write</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={async () => {
            try {
              setCreated(await create({ name: name.trim(), scope }).unwrap());
              setName('');
            } catch (err) {
              failed('Token not created', err);
            }
          }}
        >
          Create token
        </Button>
      </Stack>
      {created && (
        <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setCreated(null)}>
          <Typography variant="body2">Copy the token now: it is shown only once.</Typography>
          <Typography data-testid="new-api-token" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {created.token}
          </Typography>
          <Button size="small" onClick={() => void navigator.clipboard?.writeText(created.token)}>
            Copy token
          </Button>
        </Alert>
      )}
      <List dense disablePadding aria-label="API tokens">
        {tokens.map((t) => (
          <ListItem
            key={t.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                color="error"
                aria-label={`Revoke ${t.name}`}
                onClick={async () => {
                  try {
                    await revoke(t.id).unwrap();
                  } catch (err) {
                    failed('Token not revoked', err);
                  }
                }}
              >
                Revoke
              </Button>
            }
          >
            <ListItemText
              primary={t.name}
              secondary={`${t.scope === 'read' ? 'Read' : 'Read and write'} · created ${new Date(t.createdAt).toLocaleDateString()}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function SecurityCard() {
  const oidc = useRegistrationQuery().data?.oidc;
  return (
    <SettingsCard
      id="security"
      icon={<LockOutlinedIcon />}
      title="Security"
      description="Your password, the devices signed in, two-factor sign-in and API tokens."
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        <PasswordSection />
        {oidc && <OrganisationSection oidc={oidc} />}
        <DevicesSection />
        <TwoFactorSection />
        <TokensSection />
      </Stack>
    </SettingsCard>
  );
}
