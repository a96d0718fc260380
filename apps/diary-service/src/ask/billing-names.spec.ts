import { findBillingNames } from './billing-names';

const projects = [
  { id: 'p1', name: 'Website', client: 'Lindqvist' },
  { id: 'p2', name: 'Lindqvist support', client: 'Lindqvist' },
  { id: 'p3', name: 'Internal', client: null },
];

describe('clients and projects named in a question', () => {
  it('reads a client by name, whatever its case', () => {
    expect(
      findBillingNames('How many hours did I work for lindqvist in November?', projects, []),
    ).toMatchObject({
      client: 'Lindqvist',
      project: null,
    });
  });

  it('reads a project by name, the longest name first', () => {
    expect(findBillingNames('time on the Website project last week', projects, []).project?.id).toBe('p1');
    expect(findBillingNames('hours on Lindqvist support', projects, []).project?.id).toBe('p2');
  });

  it('reads a project written like a tag, unless the user has that tag', () => {
    expect(findBillingNames('hours on #website', projects, []).project?.id).toBe('p1');
    expect(findBillingNames('hours on #lindqvist-support', projects, []).project?.id).toBe('p2');
    expect(findBillingNames('hours on #website', projects, ['website']).project).toBeNull();
  });

  it('finds nothing in a question that names none of the user’s clients or projects', () => {
    expect(findBillingNames('How much did I earn from Acme?', projects, [])).toEqual({
      client: null,
      project: null,
      matched: [],
    });
  });
});
