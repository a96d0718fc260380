import { overrideEnv } from './test-env';

describe('overrideEnv', () => {
  it('sets the variables and puts back the old value or no variable at all', () => {
    process.env.OVERRIDE_ENV_KEPT = 'before';
    delete process.env.OVERRIDE_ENV_NEW;
    const restore = overrideEnv({ OVERRIDE_ENV_KEPT: 'during', OVERRIDE_ENV_NEW: 'added' });
    expect(process.env.OVERRIDE_ENV_KEPT).toBe('during');
    expect(process.env.OVERRIDE_ENV_NEW).toBe('added');
    restore();
    expect(process.env.OVERRIDE_ENV_KEPT).toBe('before');
    expect('OVERRIDE_ENV_NEW' in process.env).toBe(false);
    delete process.env.OVERRIDE_ENV_KEPT;
  });
});
