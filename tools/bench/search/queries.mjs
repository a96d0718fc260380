// The benchmark's queries, drawn from the loaded notes: users are picked through random notes (so
// busy users search as often as they write), with a realistic mix of what people type.
// What people type, interleaved so any run length gets the same mix: 45 % one word, 20 % a
// word being typed (prefix), 15 % two words, 10 % a typo, 10 % a word no note has.
const MIX = [
  'word',
  'prefix',
  'word',
  'two words',
  'typo',
  'word',
  'prefix',
  'miss',
  'word',
  'two words',
  'word',
  'prefix',
  'word',
  'typo',
  'word',
  'two words',
  'prefix',
  'word',
  'miss',
  'word',
];

export async function buildQueries(db, count) {
  await db.query(`SELECT setseed(0.42)`);
  const { rows } = await db.query(
    `SELECT user_id::text AS "userId", content FROM documents WHERE NOT deleted ORDER BY random() LIMIT $1`,
    [count],
  );
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(rand() * list.length)];
  return rows.map(({ userId, content }, i) => {
    const words = content.split(' ').filter((w) => /^[a-z]{3,}$/.test(w));
    const long = words.filter((w) => w.length >= 6);
    const kind = MIX[i % MIX.length];
    const word = pick(words) ?? 'meeting';
    switch (kind) {
      case 'prefix':
        return { userId, kind, text: (pick(long) ?? word).slice(0, 3 + Math.floor(rand() * 3)) };
      case 'two words':
        return { userId, kind, text: `${word} ${pick(words) ?? 'team'}` };
      case 'typo': {
        const w = pick(long) ?? 'retrospective';
        const at = 1 + Math.floor(rand() * (w.length - 3));
        return { userId, kind, text: w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) };
      }
      case 'miss':
        return { userId, kind, text: `zq${Math.floor(rand() * 1e6).toString(36)}x` };
      default:
        return { userId, kind, text: word };
    }
  });
}
