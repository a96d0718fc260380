// The Administration screen (administrators only; the menus show it to them alone and the server
// answers 403 to anyone else): users, invitations and the audit log.
import { Alert, Box, CircularProgress } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { ADMIN_MESSAGES } from '@diary/contracts';
import { useIdentityPending, useIsAdmin } from '../../app/auth/use-is-admin';
import { UsersCard } from './UsersCard';
import { InvitationsCard } from './InvitationsCard';
import { AuditCard } from './AuditCard';
import { useAdminUsersQuery, useAuditLogQuery, useInvitationsQuery } from './admin.api';

/**
 * The three cards appear together once their lists have loaded: one by one, each pushed the cards
 * below it down as it filled (a layout shift of 0.10 on load, issue 33).
 */
function AdminCards() {
  const loading = [useAdminUsersQuery(), useInvitationsQuery(), useAuditLogQuery()].some((q) => q.isLoading);
  if (loading)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading administration" />
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
  const isAdmin = useIsAdmin();
  const pending = useIdentityPending();
  return (
    <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
      <PageHeader title="Administration" subtitle="Users, invitations and what administrators did" />
      {!isAdmin ? !pending && <Alert severity="info">{ADMIN_MESSAGES.adminOnly}</Alert> : <AdminCards />}
    </Box>
  );
}
