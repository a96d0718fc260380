import { setTask, taskBoxes } from './note-tasks';

describe('note task boxes', () => {
  it('finds the boxes of task list items in order, ticked or not', () => {
    expect(taskBoxes('- [ ] one\n- [x] two\n\n1. [X] three').map((b) => b.checked)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('takes no box from a code fence or plain text', () => {
    expect(taskBoxes('```\n- [ ] not a task\n```\n[ ] nor this\n- [ ] this one')).toHaveLength(1);
  });

  it('ticks the index-th box and changes nothing else', () => {
    const text = 'Plan:\n\n- [ ] write *tests*\n- [ ] ship\n\nA paragraph.';
    expect(setTask(text, 1, true)).toBe('Plan:\n\n- [ ] write *tests*\n- [x] ship\n\nA paragraph.');
    expect(setTask('- [x] done', 0, false)).toBe('- [ ] done');
  });

  it('leaves a box already in that state as it is, and has nothing for a missing box', () => {
    expect(setTask('- [x] done', 0, true)).toBe('- [x] done');
    expect(setTask('- [ ] only', 1, true)).toBeNull();
  });
});
