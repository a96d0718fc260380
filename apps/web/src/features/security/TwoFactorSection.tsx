// Security → Two-factor sign-in: set up (QR code or key, then a code and the password), the
// recovery codes once, or turn it off with the password.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { TwoFactorSetup } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useMeQuery } from '../../api/auth.api';
import { RecoveryCodes } from './RecoveryCodes';
import { Section, useFailureToast } from './SecuritySection';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useSetupTwoFactorMutation,
} from './security.api';

export function TwoFactorSection() {
  const { t } = useTranslation('security');
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
  /** A button's action: a failure is one toast with `failure` as its title. */
  const attempt = (failure: string, run: () => Promise<void>) => async () => {
    try {
      await run();
    } catch (err) {
      failed(failure, err);
    }
  };

  useEffect(() => {
    if (pending) void QRCode.toDataURL(pending.otpauthUrl, { margin: 1, width: 192 }).then(setQr);
  }, [pending]);

  if (codes)
    return (
      <Section title={t('twoFactor.title')}>
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      </Section>
    );
  return (
    <Section title={t('twoFactor.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {on ? t('twoFactor.on') : t('twoFactor.off')}
      </Typography>
      {on ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <PasswordField label={t('twoFactor.passwordToTurnOff')} value={password} onChange={setPassword} />
          <Button
            variant="outlined"
            color="error"
            onClick={attempt(t('twoFactor.stillOn'), async () => {
              await disable(password).unwrap();
              setPassword('');
              dispatch(showToast({ title: t('twoFactor.turnedOff') }));
            })}
          >
            {t('twoFactor.turnOff')}
          </Button>
        </Stack>
      ) : pending ? (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {qr && <img src={qr} width={192} height={192} alt={t('twoFactor.qr')} />}
            <Box>
              <Typography variant="body2">{t('twoFactor.scan')}</Typography>
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
              label={t('twoFactor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <PasswordField label={t('twoFactor.password')} value={password} onChange={setPassword} />
            <Button
              variant="contained"
              onClick={attempt(t('twoFactor.notOn'), async () => {
                const { recoveryCodes } = await enable({ code: code.trim(), password }).unwrap();
                setPending(null);
                setCode('');
                setPassword('');
                setCodes(recoveryCodes);
              })}
            >
              {t('twoFactor.turnOn')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          onClick={attempt(t('twoFactor.setupFailed'), async () => setPending(await setup().unwrap()))}
        >
          {t('twoFactor.setUp')}
        </Button>
      )}
    </Section>
  );
}

function PasswordField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      type="password"
      label={props.label}
      autoComplete="current-password"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
