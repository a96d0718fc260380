import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NoteContent, NoteThumbnails, noteParts, noteTextOnly } from './NoteContent';

afterEach(cleanup);

const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';

describe('a note with images', () => {
  it('splits the text around the images it shows', () => {
    expect(noteParts(`Before\n![sketch](/api/attachments/${id})\nafter`)).toEqual([
      { text: 'Before\n' },
      { alt: 'sketch', url: `/api/attachments/${id}` },
      { text: '\nafter' },
    ]);
  });

  it('draws only our own attachment URLs as images', () => {
    render(
      <NoteContent content={`One ![x](https://evil.example/a.png) two ![shot](/api/attachments/${id})`} />,
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe(`/api/attachments/${id}`);
    expect(images[0].getAttribute('alt')).toBe('shot');
    expect(document.body.textContent).toContain('![x](https://evil.example/a.png)');
  });

  it('shows thumbnails in lists and "[image]" in one-line previews', () => {
    render(<NoteThumbnails content={`Look ![](/api/attachments/${id})`} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(`/api/attachments/${id}?size=thumb`);
    expect(noteTextOnly(`Look ![](/api/attachments/${id})`)).toBe('Look [image]');
  });
});
