// Service-to-service routes and answers of "Your data" (export, import, account deletion): never
// proxied by the gateway, guarded by the x-internal-token header.
import type { ExportedReport } from '@diary/contracts';

/** Services that hold a user's rows and must acknowledge a user.deleted event, in delivery order. */
export const USER_DATA_SERVICES = ['ai', 'diary', 'search'] as const;
export type UserDataService = (typeof USER_DATA_SERVICES)[number];

export const YOUR_DATA_INTERNAL = {
  /** auth: 200 {username,email} of a user, or 404. */
  userProfile: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/profile`,
  /** auth: POST a subset of settings (validated as the public route does) → 200 UserSettings. */
  userSettings: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/settings`,
  /** ai: GET a page of a user's reports (?after=yyyy-MM-dd&limit=) → {reports,nextAfter}. */
  reports: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/reports`,
  /** ai: POST {reports:[ExportedReport]} → {added}: adds those of days without a report. */
  importReports: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/reports/import`,
  /** ai: GET a page of a user's completed weekly reviews (?after=yyyy-MM-dd&limit=) → {reviews,nextAfter}. */
  weeklyReviews: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/weekly-reviews`,
  /** any service: DELETE every row of the user (and its queued jobs) → 204; 409 while a job still runs. */
  deleteUser: (userId: string) => `/internal/users/${encodeURIComponent(userId)}`,
} as const;

export interface ReportsPage {
  reports: ExportedReport[];
  nextAfter: string | null;
}
