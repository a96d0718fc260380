// A link-looking button that goes nowhere ('Forgot password?' and the footer links have no target;
// docs/product-rules.md, Frame). It is a real button, so keyboards and screen readers treat it honestly.
import { Link, LinkProps } from '@mui/material';

export function InertLink(props: Omit<LinkProps<'button'>, 'component' | 'type'>) {
  return <Link component="button" type="button" underline="hover" {...props} />;
}
