// Nest sends an empty body for a null result; the contract's "200 null" must be the JSON text null.
import type { Response } from 'express';

export function replyJson(res: Response, value: unknown, status = 200): void {
  res.status(status).json(value ?? null);
}
