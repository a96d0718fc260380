// POST /api/ask's body: a question of 1–500 characters and the client's day (contract, "Ask your diary").
import { BadRequestException } from '@nestjs/common';
import { ASK_MAX_LENGTH, isDayKey, type AskRequest } from '@diary/contracts';

/** The checked request, or a readable 400. */
export function parseAskRequest(body: unknown): AskRequest {
  const { question, today } = (body ?? {}) as Record<string, unknown>;
  if (typeof question !== 'string' || !question.trim())
    throw new BadRequestException('Type a question, like "How much time did I spend on #acme last week?".');
  if (question.length > ASK_MAX_LENGTH)
    throw new BadRequestException(
      `A question can be at most ${ASK_MAX_LENGTH} characters long; this one has ${question.length}.`,
    );
  if (!isDayKey(today))
    throw new BadRequestException('today must be your day written as yyyy-MM-dd, like 2024-05-31.');
  return { question: question.trim(), today };
}
