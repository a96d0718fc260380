// Request bodies of /api/work-records. A userId in a body is stripped: the session says who it is.
import { IsOptional } from 'class-validator';
import {
  NOTE_MAX_LENGTH,
  RECORD_DESCRIPTION_MAX_LENGTH,
  type CreateWorkRecordRequest,
  type UpdateWorkRecordRequest,
} from '@diary/contracts';
import { IsDayKeyField, IsFlag, IsIdText, IsInstant, IsTagList, IsText } from '../http/field-rules';

export class CreateWorkRecordDto implements CreateWorkRecordRequest {
  @IsInstant()
  startTime: string;

  /** Given for a finished (custom) session; absent or null for a started one. */
  @IsOptional()
  @IsInstant()
  endTime?: string | null;

  /** Defaults to "no end time given". */
  @IsOptional()
  @IsFlag()
  isActive?: boolean | null;

  @IsDayKeyField()
  date: string;

  /** Trimmed, lower-cased and de-duplicated by the service. */
  @IsOptional()
  @IsTagList()
  tags?: string[] | null;

  /** One of the caller's projects; null clears it (checked by the service: another's → 404). */
  @IsOptional()
  @IsIdText()
  projectId?: string | null;

  /** The session's own words for the timesheet; blank or null clears it. */
  @IsOptional()
  @IsText({ max: RECORD_DESCRIPTION_MAX_LENGTH, blank: true })
  description?: string | null;
}

export class UpdateWorkRecordDto implements UpdateWorkRecordRequest {
  @IsOptional()
  @IsInstant()
  startTime?: string | null;

  /** null clears the end time (with isActive true, to resume a session). */
  @IsOptional()
  @IsInstant()
  endTime?: string | null;

  @IsOptional()
  @IsFlag()
  isActive?: boolean | null;

  /** The Sessions screen's edit dialog: added as a work note when not blank. */
  @IsOptional()
  @IsText({ max: NOTE_MAX_LENGTH, blank: true })
  note?: string | null;

  /** Replaces the record's tags ([] clears them). */
  @IsOptional()
  @IsTagList()
  tags?: string[] | null;

  /** One of the caller's projects; null clears it (checked by the service: another's → 404). */
  @IsOptional()
  @IsIdText()
  projectId?: string | null;

  /** The session's own words for the timesheet; blank or null clears it. */
  @IsOptional()
  @IsText({ max: RECORD_DESCRIPTION_MAX_LENGTH, blank: true })
  description?: string | null;
}
