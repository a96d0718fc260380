// Body of POST /api/work-records/{id}/split: the time away to discard from a running session.
import type { SplitWorkRecordRequest } from '@diary/contracts';
import { IsDayKeyField, IsInstant } from '../http/field-rules';

export class SplitWorkRecordDto implements SplitWorkRecordRequest {
  @IsInstant()
  awayFrom: string;

  @IsInstant()
  awayTo: string;

  /** The day key of the session that starts at awayTo. */
  @IsDayKeyField()
  date: string;
}
