import { safeCell } from './export-formats';

describe('safeCell (CSV formula injection)', () => {
  it.each(['=SUM(A1)', '+1', '-1+2', '@cmd', '\t=cmd|calc', '\r=cmd|calc', '\tplain'])(
    'prefixes %j with a quote so a spreadsheet keeps it as text',
    (cell) => expect(safeCell(cell)).toBe(`'${cell}`),
  );

  it('leaves ordinary text, and tabs or returns later in a cell, as they are', () => {
    for (const cell of ['Fixed the login', 'a\tb', 'line\r\nline', '', ' =not first'])
      expect(safeCell(cell)).toBe(cell);
  });
});
