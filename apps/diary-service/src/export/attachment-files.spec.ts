import { attachmentPath, linkAttachmentFiles } from './attachment-files';

const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
const other = '0e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';

describe('attachments in the Markdown zip', () => {
  it("puts a day's files in a folder named for the day, beside its page", () => {
    expect(attachmentPath('2024/05/2024-05-31.md', id, 'image/png')).toBe(`2024/05/2024-05-31/${id}.png`);
    expect(attachmentPath('2024/05/2024-05-31.md', id, 'image/jpeg')).toBe(`2024/05/2024-05-31/${id}.jpg`);
  });

  it("rewrites the page's links to the files, relative to the page, and leaves unknown ones", () => {
    const page = `- 09:00 Before ![image](/api/attachments/${id}) and ![x](/api/attachments/${other})\n`;
    expect(linkAttachmentFiles(page, '2024/05/2024-05-31.md', [{ id, contentType: 'image/webp' }])).toBe(
      `- 09:00 Before ![image](2024-05-31/${id}.webp) and ![x](/api/attachments/${other})\n`,
    );
  });
});
