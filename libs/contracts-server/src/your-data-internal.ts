// Service-to-service answers of "Your data" (export, import, account deletion); their routes are in
// INTERNAL (internal-api.ts).
import type { ExportedReport } from '@diary/contracts';

/** Services that hold a user's rows and must acknowledge a user.deleted event, in delivery order. */
export const USER_DATA_SERVICES = ['ai', 'diary', 'search'] as const;
export type UserDataService = (typeof USER_DATA_SERVICES)[number];

export interface ReportsPage {
  reports: ExportedReport[];
  nextAfter: string | null;
}
