// The frame's destinations (docs/product-rules.md, Frame).
import type { SvgIconComponent } from '@mui/icons-material';
import { tKey } from './i18n/t-key';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';

export interface NavItem {
  /** The key of its label (common:nav.*); menus show t(label). */
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Paths that count as this destination for highlighting. */
  matches: string[];
}

const item = (label: string, to: string, icon: SvgIconComponent, matches = [to]): NavItem => ({
  label,
  to,
  icon,
  matches,
});

export const CALENDAR = item(tKey('common:nav.calendar'), '/calendar', CalendarMonthOutlinedIcon);
export const DAILY_WORK = item(tKey('common:nav.dailyWork'), '/daily-work', EditNoteOutlinedIcon, [
  '/daily-work',
  '/',
]);
export const REPORTS = item(tKey('common:nav.reports'), '/reports', InsightsOutlinedIcon);
export const SEARCH = item(tKey('common:nav.search'), '/search', SearchOutlinedIcon);
export const SETTINGS = item(tKey('common:nav.settings'), '/settings', SettingsOutlinedIcon);
/** Administrators only (the role from GET /api/auth/me). */
export const ADMINISTRATION = item(
  tKey('common:nav.administration'),
  '/admin',
  AdminPanelSettingsOutlinedIcon,
);

/** The sidebar's links. */
export const SIDEBAR_ITEMS = [CALENDAR, DAILY_WORK, REPORTS, SETTINGS];
/** The slide-in menu's links (small screens), followed by Sign out. */
export const MOBILE_MENU_ITEMS = [CALENDAR, DAILY_WORK, REPORTS, SEARCH, SETTINGS];

/** The links of a menu for this user: administrators get Administration last. */
export const forRole = (items: NavItem[], isAdmin: boolean): NavItem[] =>
  isAdmin ? [...items, ADMINISTRATION] : items;

export const isCurrent = (navItem: NavItem, pathname: string) => navItem.matches.includes(pathname);

/**
 * The sidebar's New Session: Daily Work with router state that asks it to start a session. Only
 * navigation inside the app carries that state; an address anyone can send (the old
 * `/daily-work?start=true`) starts nothing.
 */
export const NEW_SESSION_PATH = '/daily-work';
export const NEW_SESSION_STATE: StartSessionState = { startSession: true };

export interface StartSessionState {
  startSession: true;
}

export const asksToStartSession = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { startSession?: unknown }).startSession === true;
