// The page for any unknown path: '404 Page Not Found' with a way back.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 4, sm: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <ErrorOutlineIcon color="error" sx={{ fontSize: 32 }} />
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
              {t('notFound.title')}
            </Typography>
          </Box>
          <Typography color="text.secondary">{t('notFound.text')}</Typography>
          <Button component={RouterLink} to="/daily-work" variant="outlined" sx={{ mt: 3 }}>
            {t('notFound.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
