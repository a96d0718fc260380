// The tags field's typing rules: Enter adds a tag and empties the box, Enter on a tag that is
// already there only empties the box (the next tag was appended to it: "meetingsauth").
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../lib/store';
import { fakeDiaryForThisFile } from '../../../test/fake-diary-server';
import { TagsField } from './TagsField';

fakeDiaryForThisFile();

function Harness({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsField value={tags} onChange={setTags} />
      <output data-testid="tags">{tags.join(',')}</output>
    </>
  );
}

const renderField = (initial: string[]) => {
  render(
    <Provider store={makeStore()}>
      <Harness initial={initial} />
    </Provider>,
  );
  return screen.getByRole('combobox', { name: 'Tags' }) as HTMLInputElement;
};

const typeAndEnter = (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('TagsField', { timeout: 30_000 }, () => {
  it('adds a typed tag, lower-cased, and empties the box', () => {
    const input = renderField([]);
    typeAndEnter(input, 'Meetings');
    expect(screen.getByTestId('tags').textContent).toBe('meetings');
    expect(input.value).toBe('');
  });

  it('Enter on a tag that is already there empties the box, so the next tag stands alone', () => {
    const input = renderField(['meetings']);
    typeAndEnter(input, 'meetings');
    expect(input.value).toBe('');
    typeAndEnter(input, 'auth');
    expect(screen.getByTestId('tags').textContent).toBe('meetings,auth');
  });

  it('a different case of a tag that is there is the same tag', () => {
    const input = renderField(['meetings']);
    typeAndEnter(input, 'Meetings');
    expect(input.value).toBe('');
    expect(screen.getByTestId('tags').textContent).toBe('meetings');
  });
});
