import request from 'supertest';
import { DEFAULT_USER_SETTINGS } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { createTestSession, registerUser, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

describe('/api/user-settings', () => {
  const stack = useTestStack({ auth: createApp });
  const get = (cookie: string) => request(stack.urls.auth).get('/api/user-settings').set('Cookie', cookie);
  const post = (cookie: string, body: unknown) =>
    request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', cookie)
      .send(body as object);

  it('answers the defaults before anything is saved', async () => {
    const user = await registerUser(stack.urls.auth);
    const res = await get(user.cookie).expect(200);
    expect(res.body).toEqual({
      summaryLanguage: 'English',
      voiceInputLanguage: 'Auto',
      customInstructions: null,
      theme: 'default',
      autoSaveTimeout: 30,
      colorMode: 'light',
      weeklyReview: false,
      timeZone: null,
      autoSummarize: true,
      timesheetRounding: { minutes: 1, mode: 'nearest', per: 'entry' },
      minBillableMinutes: 0,
      dailyTargetMinutes: 0,
      workdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      standupPost: null,
      emailDigest: { daily: false, weekly: false },
      language: null,
      locale: null,
      weekStart: null,
      timeFormat: null,
    });
  });

  it('saves any subset and answers 200 with the whole set', async () => {
    const user = await registerUser(stack.urls.auth);
    const res = await post(user.cookie, { theme: 'ravenclaw' }).expect(200);
    expect(res.body).toEqual({ ...DEFAULT_USER_SETTINGS, theme: 'ravenclaw' });
    const all = {
      summaryLanguage: 'German',
      voiceInputLanguage: 'Vietnamese',
      customInstructions: 'Write short bullets.',
      theme: 'hufflepuff',
      autoSaveTimeout: 60,
      colorMode: 'dark',
      weeklyReview: true,
      timeZone: 'Europe/Berlin',
      autoSummarize: false,
      timesheetRounding: { minutes: 15, mode: 'up', per: 'day' },
      minBillableMinutes: 5,
      dailyTargetMinutes: 450,
      workdays: ['monday', 'wednesday'],
      // A public address (the URL is checked, never called, when saved); days come back sorted.
      standupPost: {
        url: 'https://93.184.216.34/hooks/standup',
        format: 'mattermost',
        time: '08:45',
        days: [1, 3, 5],
      },
      emailDigest: { daily: true, weekly: false },
      language: 'de',
      locale: 'en-GB',
      weekStart: 'monday',
      timeFormat: '24h',
    };
    await post(user.cookie, { ...all, standupPost: { ...all.standupPost, days: [5, 1, 3, 3] } }).expect(
      200,
      all,
    );
    await post(user.cookie, { autoSaveTimeout: 15 }).expect(200, { ...all, autoSaveTimeout: 15 });
    await get(user.cookie).expect(200, { ...all, autoSaveTimeout: 15 });
  });

  it('keeps both of two simultaneous updates of different fields', async () => {
    const user = await registerUser(stack.urls.auth);
    await Promise.all([
      post(user.cookie, { theme: 'slytherin' }).expect(200),
      post(user.cookie, { autoSaveTimeout: 45 }).expect(200),
    ]);
    await get(user.cookie).expect(200, { ...DEFAULT_USER_SETTINGS, theme: 'slytherin', autoSaveTimeout: 45 });
  });

  it('keeps the colour mode when another field is saved, and per user', async () => {
    const user = await registerUser(stack.urls.auth);
    await post(user.cookie, { colorMode: 'system' }).expect(200);
    await post(user.cookie, { theme: 'ravenclaw' }).expect(200);
    await get(user.cookie).expect(200, { ...DEFAULT_USER_SETTINGS, theme: 'ravenclaw', colorMode: 'system' });
    const other = await registerUser(stack.urls.auth);
    expect((await get(other.cookie).expect(200)).body.colorMode).toBe('light');
  });

  it('changes nothing for an empty body', async () => {
    const user = await registerUser(stack.urls.auth);
    await post(user.cookie, { theme: 'hagworts' }).expect(200);
    await post(user.cookie, {}).expect(200, { ...DEFAULT_USER_SETTINGS, theme: 'hagworts' });
  });

  it('stores empty or blank custom instructions, and null, as null', async () => {
    const user = await registerUser(stack.urls.auth);
    await post(user.cookie, { customInstructions: 'Be brief.' }).expect(200);
    expect(
      (await post(user.cookie, { customInstructions: '' }).expect(200)).body.customInstructions,
    ).toBeNull();
    await post(user.cookie, { customInstructions: 'Be brief.' }).expect(200);
    expect(
      (await post(user.cookie, { customInstructions: '   ' }).expect(200)).body.customInstructions,
    ).toBeNull();
    await post(user.cookie, { customInstructions: 'Be brief.' }).expect(200);
    expect(
      (await post(user.cookie, { customInstructions: null }).expect(200)).body.customInstructions,
    ).toBeNull();
  });

  it('accepts every theme, timeout and voice language of the contract', async () => {
    const user = await registerUser(stack.urls.auth);
    for (const theme of ['default', 'hagworts', 'hufflepuff', 'ravenclaw', 'slytherin'])
      await post(user.cookie, { theme }).expect(200);
    for (const colorMode of ['light', 'dark', 'system']) await post(user.cookie, { colorMode }).expect(200);
    for (const autoSaveTimeout of [15, 30, 45, 60]) await post(user.cookie, { autoSaveTimeout }).expect(200);
    for (const voiceInputLanguage of ['Auto', 'English', 'Hindi', 'Arabic'])
      await post(user.cookie, { voiceInputLanguage }).expect(200);
    await post(user.cookie, { customInstructions: 'x'.repeat(2000), summaryLanguage: 'l'.repeat(50) }).expect(
      200,
    );
  });

  it('accepts IANA time zones, aliases and UTC, and keeps the one saved', async () => {
    const user = await registerUser(stack.urls.auth);
    for (const timeZone of ['America/New_York', 'Asia/Kolkata', 'UTC', 'Europe/Berlin'])
      expect((await post(user.cookie, { timeZone }).expect(200)).body.timeZone).toBe(timeZone);
    await post(user.cookie, { theme: 'ravenclaw' }).expect(200);
    expect((await get(user.cookie).expect(200)).body.timeZone).toBe('Europe/Berlin');
    // null (what an exported archive of a user without a zone carries) clears it.
    expect((await post(user.cookie, { timeZone: null }).expect(200)).body.timeZone).toBeNull();
  });

  it('keeps the language and formats, writes a locale tag in its usual case, and null returns each to the browser', async () => {
    const user = await registerUser(stack.urls.auth);
    const res = await post(user.cookie, {
      language: 'pt-BR',
      locale: 'de-de',
      weekStart: 'sunday',
      timeFormat: '12h',
    }).expect(200);
    expect(res.body).toMatchObject({
      language: 'pt-BR',
      locale: 'de-DE',
      weekStart: 'sunday',
      timeFormat: '12h',
    });
    await post(user.cookie, { language: null, locale: null, weekStart: null, timeFormat: null }).expect(200);
    expect((await get(user.cookie).expect(200)).body).toMatchObject({
      language: null,
      locale: null,
      weekStart: null,
      timeFormat: null,
    });
  });

  it.each([
    ['an unknown language', { language: 'tlh' }, 'Language must be one of: en, de, fr, es, pt-BR, ja.'],
    [
      'a locale that is no tag',
      { locale: 'not a locale!' },
      'Locale "not a locale!" is not a locale tag; use one such as en-GB, de-DE or pt-BR.',
    ],
    ['an unknown week start', { weekStart: 'wednesday' }, 'Week start must be one of: monday, sunday.'],
    ['an unknown time format', { timeFormat: '36h' }, 'Time format must be one of: 24h, 12h.'],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'Time zone "Mars/Olympus_Mons" is not a known time zone; use a name such as Europe/Berlin or UTC.',
    ],
    [
      'a time zone that is not text',
      { timeZone: 60 },
      'Time zone "60" is not a known time zone; use a name such as Europe/Berlin or UTC.',
    ],
    ['automatic summaries as text', { autoSummarize: 'on' }, 'Automatic summaries must be true or false.'],
    [
      'an unknown theme',
      { theme: 'gryffindor' },
      'Theme must be one of: default, hagworts, hufflepuff, ravenclaw, slytherin.',
    ],
    [
      'a null theme',
      { theme: null },
      'Theme must be one of: default, hagworts, hufflepuff, ravenclaw, slytherin.',
    ],
    [
      'an auto-save timeout of 20',
      { autoSaveTimeout: 20 },
      'Auto-save timeout must be 15, 30, 45 or 60 minutes.',
    ],
    [
      'an auto-save timeout as text',
      { autoSaveTimeout: '30' },
      'Auto-save timeout must be 15, 30, 45 or 60 minutes.',
    ],
    ['an unknown colour mode', { colorMode: 'sepia' }, 'Colour mode must be one of: light, dark, system.'],
    ['a null colour mode', { colorMode: null }, 'Colour mode must be one of: light, dark, system.'],
    ['a weekly review as text', { weeklyReview: 'yes' }, 'Weekly review must be true or false.'],
    ['a null weekly review', { weeklyReview: null }, 'Weekly review must be true or false.'],
    [
      'an unknown voice input language',
      { voiceInputLanguage: 'Klingon' },
      expect.stringMatching(/^Voice input language must be one of: Auto, English, /),
    ],
    ['an empty summary language', { summaryLanguage: '  ' }, 'Summary language must not be empty.'],
    ['a null summary language', { summaryLanguage: null }, 'Summary language must be a text.'],
    [
      'a 51-character summary language',
      { summaryLanguage: 'l'.repeat(51) },
      'Summary language must be at most 50 characters.',
    ],
    [
      'custom instructions of 2001 characters',
      { customInstructions: 'x'.repeat(2001) },
      'Custom instructions must be at most 2000 characters.',
    ],
    [
      'custom instructions that are not text',
      { customInstructions: 42 },
      'Custom instructions must be a text or null.',
    ],
  ])('refuses %s with 400 and saves nothing', async (_what, body, message) => {
    const user = await registerUser(stack.urls.auth);
    const res = await post(user.cookie, { theme: 'slytherin', ...body }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    await get(user.cookie).expect(200, DEFAULT_USER_SETTINGS);
  });

  it('answers 401 without a session, for reading and for saving', async () => {
    await request(stack.urls.auth).get('/api/user-settings').expect(401);
    await request(stack.urls.auth).post('/api/user-settings').send({ theme: 'slytherin' }).expect(401);
  });

  it("keeps each user's settings to themselves: a userId in the body is ignored", async () => {
    const alice = await registerUser(stack.urls.auth);
    const bob = await registerUser(stack.urls.auth);
    await post(alice.cookie, { userId: bob.id, theme: 'slytherin' }).expect(200);
    await get(bob.cookie).expect(200, DEFAULT_USER_SETTINGS);
    expect((await get(alice.cookie).expect(200)).body.theme).toBe('slytherin');
  });

  describe('GET /internal/users/:userId/settings', () => {
    const internal = (path: string) =>
      request(stack.urls.auth).get(path).set(INTERNAL_TOKEN_HEADER, stack.env.internalToken);

    it("answers a user's saved settings, and the defaults for a user without any", async () => {
      const user = await registerUser(stack.urls.auth);
      await post(user.cookie, { summaryLanguage: 'French', customInstructions: 'Short.' }).expect(200);
      await internal(INTERNAL.userSettings(user.id)).expect(200, {
        ...DEFAULT_USER_SETTINGS,
        summaryLanguage: 'French',
        customInstructions: 'Short.',
      });
      const other = await createTestSession(stack.env);
      await internal(INTERNAL.userSettings(other.userId)).expect(200, DEFAULT_USER_SETTINGS);
      await internal(INTERNAL.userSettings('not-a-uuid')).expect(404);
    });

    it('is hidden (404) from callers without the internal token, even signed-in ones', async () => {
      const user = await registerUser(stack.urls.auth);
      await request(stack.urls.auth)
        .get(INTERNAL.userSettings(user.id))
        .set('Cookie', user.cookie)
        .expect(404);
    });
  });
});
