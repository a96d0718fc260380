// The Administration screen (administrators only; the menus show it to them alone and the server
// answers 403 to anyone else): users, invitations and the audit log.
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useIdentityPending, useIsAdmin } from '../../lib/auth/use-is-admin';
import { UsersCard } from './UsersCard';
import { InvitationsCard } from './InvitationsCard';
import { AuditCard } from './AuditCard';
import { useAdminUsersQuery, useAuditLogQuery, useInvitationsQuery } from './admin.api';

/**
 * The three cards appear together once their lists have loaded: one by one, each pushed the cards
 * below it down as it filled (a layout shift of 0.10 on load, issue 33).
 */
function AdminCards() {
  const { t } = useTranslation('admin');
  const loading = [useAdminUsersQuery(), useInvitationsQuery(), useAuditLogQuery()].some((q) => q.isLoading);
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <UsersCard />
      <InvitationsCard />
      <AuditCard />
    </Box>
  );
}

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const isAdmin = useIsAdmin();
  const pending = useIdentityPending();
  return (
    <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {!isAdmin ? !pending && <Alert severity="info">{t('adminOnly')}</Alert> : <AdminCards />}
    </Box>
  );
}
