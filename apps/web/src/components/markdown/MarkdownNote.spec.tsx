// A note's Markdown renders with GitHub's extensions, and nothing from the note becomes HTML or
// script: raw tags stay out, javascript: links go nowhere, images show only from /api/attachments/.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MarkdownNote } from './MarkdownNote';
import { toggleTaskAt } from './markdown-tasks';

afterEach(cleanup);

async function renderNote(content: string, onToggleTask?: (next: string) => void) {
  const view = render(<MarkdownNote content={content} onToggleTask={onToggleTask} />);
  // The renderer is its own chunk: wait until it replaced the plain-text fallback.
  await waitFor(
    () =>
      expect(
        view.container.querySelector('[data-testid="markdown-note"] p, table, ul, pre, h1'),
      ).not.toBeNull(),
    {
      timeout: 5000,
    },
  );
  return view;
}

describe('MarkdownNote', () => {
  it('renders tables, task lists, strikethrough, code and autolinks', async () => {
    const { container } = await renderNote(
      [
        '# Release',
        '',
        '| step | owner |',
        '|------|-------|',
        '| tag  | ann   |',
        '',
        '- [x] build',
        '- [ ] deploy',
        '',
        '~~flaky~~ see https://example.com/run/1',
        '',
        '```',
        'npm run backup',
        '```',
      ].join('\n'),
    );
    expect(container.querySelector('h1')?.textContent).toBe('Release');
    expect(container.querySelector('table td')?.textContent).toBe('tag');
    const boxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect([...boxes].map((b) => b.checked)).toEqual([true, false]);
    expect(container.querySelector('del')?.textContent).toBe('flaky');
    const link = screen.getByRole('link', { name: 'https://example.com/run/1' });
    expect(link.getAttribute('href')).toBe('https://example.com/run/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('pre code')?.textContent).toBe('npm run backup\n');
  });

  it('renders no HTML from the note: <img onerror>, <script> and javascript: links are inert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = await renderNote(
      [
        'Before <img src=x onerror="alert(1)"> after',
        '',
        '<script>alert(2)</script>',
        '',
        '[click me](javascript:alert(3)) and [data](data:text/html,<script>alert(4)</script>)',
        '',
        '<a href="javascript:alert(5)">raw link</a>',
      ].join('\n'),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    expect(screen.queryByRole('link', { name: 'raw link' })).toBeNull();
    expect(container.textContent).toContain('click me');
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows pictures only from /api/attachments/, any other image as a link', async () => {
    const { container } = await renderNote(
      '![whiteboard](/api/attachments/0b6f7c1e-1d2a-4f7e-9a49-0c4f8f4a2b11)\n\n![tracker](https://evil.example/pixel.png)',
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe('/api/attachments/0b6f7c1e-1d2a-4f7e-9a49-0c4f8f4a2b11');
    expect(images[0].getAttribute('alt')).toBe('whiteboard');
    expect(screen.getByRole('link', { name: 'tracker' }).getAttribute('href')).toBe(
      'https://evil.example/pixel.png',
    );
  });

  it('shows an attachment pasted into a note inline where it stands, between its text', async () => {
    const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
    const { container } = await renderNote(`Before\n![sketch](/api/attachments/${id})\nafter`);
    const image = screen.getByTestId('note-image');
    expect(image.getAttribute('src')).toBe(`/api/attachments/${id}`);
    expect(image.getAttribute('alt')).toBe('sketch');
    expect(container.textContent).toContain('Before');
    expect(container.textContent).toContain('after');
  });

  it('shows attachment images as thumbnails linking to the full picture in lists', async () => {
    const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
    const { container } = render(
      <MarkdownNote
        content={`Look ![](/api/attachments/${id}) and ![x](https://evil.example/a.png)`}
        images="thumbnail"
      />,
    );
    const thumb = await screen.findByTestId('note-thumbnail');
    expect(thumb.getAttribute('src')).toBe(`/api/attachments/${id}?size=thumb`);
    expect(thumb.closest('a')?.getAttribute('href')).toBe(`/api/attachments/${id}`);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('ticks a task box by changing exactly that box in the text', async () => {
    const source = 'Plan\n\n- [ ] write tests\n- [x] fix bug\n  * [ ] nested one\n';
    const toggled = vi.fn();
    const { container } = await renderNote(source, toggled);
    const boxes = container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    fireEvent.click(boxes[0]);
    expect(toggled).toHaveBeenLastCalledWith(
      'Plan\n\n- [x] write tests\n- [x] fix bug\n  * [ ] nested one\n',
      { index: 0, checked: true },
    );
    fireEvent.click(boxes[1]);
    expect(toggled).toHaveBeenLastCalledWith(
      'Plan\n\n- [ ] write tests\n- [ ] fix bug\n  * [ ] nested one\n',
      { index: 1, checked: false },
    );
    fireEvent.click(boxes[2]);
    expect(toggled).toHaveBeenLastCalledWith(
      'Plan\n\n- [ ] write tests\n- [x] fix bug\n  * [x] nested one\n',
      { index: 2, checked: true },
    );
  });

  it('leaves boxes disabled when the note cannot be changed from here', async () => {
    const { container } = await renderNote('- [ ] read only');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.disabled).toBe(true);
  });
});

describe('toggleTaskAt', () => {
  it('changes nothing when no task box starts at the offset', () => {
    expect(toggleTaskAt('- plain item', 0)).toBe('- plain item');
    expect(toggleTaskAt('1. [X] numbered', 0)).toBe('1. [ ] numbered');
  });
});
