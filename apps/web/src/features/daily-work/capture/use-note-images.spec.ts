import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './use-note-images';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('images kept in a note', () => {
  it('takes PNG, JPEG, WebP and GIF images up to 10 MB', () => {
    expect(attachmentProblem([file('a.png', 'image/png'), file('b.gif', 'image/gif')])).toBeNull();
    expect(attachmentProblem([file('logo.svg', 'image/svg+xml')])).toBe(
      'logo.svg is not a PNG, JPEG, WebP or GIF image.',
    );
    expect(attachmentProblem([file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)])).toBe(
      'big.jpg is larger than 10 MB.',
    );
  });
});
