// Each theme's crest: a three-bar icon for default, a shield with its emblem
// for the four houses, drawn in the theme's own colours whatever theme is active.
import { SvgIcon, SvgIconProps } from '@mui/material';
import type { ThemeName } from '@diary/contracts';
import { THEME_SPECS } from './theme-specs';

const SHIELD = 'M12 1.8 20.2 4.9V11c0 5.3-3.4 9.3-8.2 11.2C7.2 20.3 3.8 16.3 3.8 11V4.9Z';

function Emblem({ name }: { name: ThemeName }) {
  switch (name) {
    case 'hagworts': // a lightning bolt
      return <path d="M13.4 5.6 8.6 12.6h3l-1 6 4.9-7.4h-3.1Z" fill="#fff6dc" />;
    case 'hufflepuff': // a badger's paw
      return (
        <g fill="#2e2a22">
          <ellipse cx="12" cy="14" rx="3.1" ry="2.6" />
          <circle cx="8.6" cy="10.6" r="1.2" />
          <circle cx="10.8" cy="8.7" r="1.2" />
          <circle cx="13.2" cy="8.7" r="1.2" />
          <circle cx="15.4" cy="10.6" r="1.2" />
        </g>
      );
    case 'ravenclaw': // a bird in flight
      return (
        <path
          d="M6.2 11.2c2.3-1.9 4.1-1.6 5.8.6 1.7-2.2 3.5-2.5 5.8-.6-2 .1-3.6 1.1-4.7 3.1l-1.1 2.3-1.1-2.3c-1.1-2-2.7-3-4.7-3.1Z"
          fill="#e9c79b"
        />
      );
    case 'slytherin': // a serpent
      return (
        <g fill="none" stroke="#dfe5e8" strokeWidth="1.7" strokeLinecap="round">
          <path d="M15.2 7.6c-2.4-1.5-5.6-.4-4.9 1.9.6 2.1 4.9 1.9 4.7 4.6-.2 2.6-3.8 3-5.6 1.6" />
          <circle cx="15.4" cy="7.7" r=".5" fill="#dfe5e8" />
        </g>
      );
    default:
      return null;
  }
}

export function CrestIcon({ name, ...props }: { name: ThemeName } & SvgIconProps) {
  const spec = THEME_SPECS[name];
  if (name === 'default')
    return (
      <SvgIcon viewBox="0 0 24 24" {...props}>
        <rect x="3" y="5" width="18" height="2.6" rx="1.3" fill={spec.primary} />
        <rect x="3" y="10.7" width="14" height="2.6" rx="1.3" fill={spec.primary} opacity=".75" />
        <rect x="3" y="16.4" width="10" height="2.6" rx="1.3" fill={spec.secondary} />
      </SvgIcon>
    );
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path
        d={SHIELD}
        fill={name === 'hufflepuff' ? spec.secondary : spec.primary}
        stroke={name === 'hufflepuff' ? '#2e2a22' : spec.secondary}
        strokeWidth="1.3"
      />
      <Emblem name={name} />
    </SvgIcon>
  );
}
