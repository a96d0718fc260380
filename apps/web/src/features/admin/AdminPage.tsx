// The Administration screen (administrators only; the menus show it to them alone and the server
// answers 403 to anyone else): users, invitations and the audit log.
import { Alert, Box } from '@mui/material';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { ADMIN_MESSAGES } from '@diary/contracts';
import { useIdentityPending, useIsAdmin } from '../../app/auth/useIsAdmin';
import { UsersCard } from './UsersCard';
import { InvitationsCard } from './InvitationsCard';
import { AuditCard } from './AuditCard';

export default function AdminPage() {
  const isAdmin = useIsAdmin();
  const pending = useIdentityPending();
  return (
    <Box sx={{ ...pageSx, display: 'grid', gap: 3 }}>
      <PageHeader title="Administration" subtitle="Users, invitations and what administrators did" />
      {!isAdmin ? (
        !pending && <Alert severity="info">{ADMIN_MESSAGES.adminOnly}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <UsersCard />
          <InvitationsCard />
          <AuditCard />
        </Box>
      )}
    </Box>
  );
}
