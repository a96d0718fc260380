// A settings card: icon, title, one line of description, its controls and optional actions.
import { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Divider, Typography } from '@mui/material';

interface Props {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  actions?: ReactNode;
}

export function SettingsCard({ id, icon, title, description, children, actions }: Props) {
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2.5 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flex: '0 0 auto',
              borderRadius: 2.5,
              bgcolor: 'background.default',
              color: 'primary.main',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: '1.125rem' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {description}
            </Typography>
          </Box>
        </Box>
        {children}
      </CardContent>
      {actions && (
        <>
          <Divider />
          <CardActions sx={{ px: { xs: 2.5, sm: 3 }, py: 1.75, justifyContent: 'flex-end' }}>
            {actions}
          </CardActions>
        </>
      )}
    </Card>
  );
}
