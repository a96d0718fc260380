// The partial unique index work_records_one_active_per_user turns a second active session into a
// unique violation; this maps exactly that one to the contract's 409.
import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

export const ACTIVE_CONFLICT_MESSAGE = 'A work session is already active.';

export async function refuseSecondActive<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const driver =
      err instanceof QueryFailedError
        ? (err.driverError as { code?: string; constraint?: string })
        : undefined;
    if (driver?.code === '23505' && driver.constraint === 'work_records_one_active_per_user')
      throw new ConflictException(ACTIVE_CONFLICT_MESSAGE);
    throw err;
  }
}
