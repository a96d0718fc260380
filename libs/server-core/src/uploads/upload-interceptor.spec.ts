import { BadRequestException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import { uploadRefusal, UploadRefusal } from './upload-interceptor';

const messages = { tooLarge: 'Too large.', wrongField: 'Wrong field.', badForm: 'Broken form.' };

describe('uploadRefusal', () => {
  it('answers a file over the limit with 413 and the route sentence', () => {
    const answer = uploadRefusal(new PayloadTooLargeException('File too large'), messages);
    expect([answer.getStatus(), answer.message]).toEqual([413, 'Too large.']);
  });

  it('answers a wrong field or a second file with 400', () => {
    for (const multer of ['Unexpected field', 'Too many files']) {
      const answer = uploadRefusal(new BadRequestException(multer), messages);
      expect([answer.getStatus(), answer.message]).toEqual([400, 'Wrong field.']);
    }
  });

  it('answers too many fields with 413, or 400 with the route sentence when it has its own', () => {
    expect(uploadRefusal(new BadRequestException('Too many fields'), messages).getStatus()).toBe(413);
    const own = uploadRefusal(new BadRequestException('Too many fields'), {
      ...messages,
      formFields: 'Own.',
    });
    expect([own.getStatus(), own.message]).toEqual([400, 'Own.']);
  });

  it("passes a route's own refusal on and makes anything else a broken form (never a 500)", () => {
    const own = new UploadRefusal('At most five.', HttpStatus.PAYLOAD_TOO_LARGE);
    expect(uploadRefusal(own, messages)).toBe(own);
    const answer = uploadRefusal(new Error('Unexpected end of form'), messages);
    expect([answer.getStatus(), answer.message]).toEqual([400, 'Broken form.']);
  });
});
