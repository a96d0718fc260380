// Placeholder: the auth gate (spec section 2) is built by the web-shell issue.
import { Outlet } from 'react-router-dom';

export function AuthGate() {
  return <Outlet />;
}
