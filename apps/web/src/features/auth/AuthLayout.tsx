// The split layout of the sign-in and registration screens: the form on the left, the
// promotional panel (large screens only) on the right.
import { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Brand } from '../../components/Brand';
import { InertLink } from '../../components/InertLink';
import { PromoPanel } from './PromoPanel';
import { useTranslation } from 'react-i18next';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="header"
          sx={{ px: { xs: 3, sm: 5 }, pt: { xs: 3, sm: 4 }, visibility: { md: 'hidden' } }}
        >
          <Brand />
        </Box>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2, sm: 5 },
            py: 4,
          }}
        >
          <Box
            sx={{
              width: '100%',
              maxWidth: 420,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              boxShadow: '0 10px 30px -12px rgba(20, 30, 60, 0.18)',
              p: { xs: 3, sm: 4.5 },
            }}
          >
            <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '1.875rem' } }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
              {subtitle}
            </Typography>
            {children}
          </Box>
        </Box>
        <Box component="footer" sx={{ px: { xs: 3, sm: 5 }, pb: 3 }}>
          <Stack direction="row" spacing={3} justifyContent="center" sx={{ color: 'text.secondary' }}>
            {[t('footer.terms'), t('footer.privacy'), t('footer.contact')].map((label) => (
              <InertLink key={label} color="inherit" variant="body2">
                {label}
              </InertLink>
            ))}
          </Stack>
        </Box>
      </Box>
      <PromoPanel />
    </Box>
  );
}
