import { describe, expect, it } from '@jest/globals';
import { isSessionMessage, listenToSessionChanges, postSessionChange, type SessionChange } from './session-channel';

describe('session channel (spec §4 cross-tab sync)', () => {
  it.each(['login', 'logout', 'cleanup'])('accepts a %s message', (change) => {
    expect(isSessionMessage({ type: 'session', change, tab: 't1' })).toBe(true);
  });

  it.each([null, 'login', { type: 'session' }, { type: 'session', change: 'explode' }, { type: 'cart', change: 'login' }, { type: 'session', change: 1, tab: 't1' }, { type: 'session', change: 'login' }])(
    'ignores %p',
    (data) => {
      expect(isSessionMessage(data)).toBe(false);
    },
  );

  it('delivers a change posted by another tab, not the tab\'s own', async () => {
    const heard: SessionChange[] = [];
    const stop = listenToSessionChanges((change) => heard.push(change), 'this-tab');
    postSessionChange('login', 'this-tab');
    postSessionChange('logout', 'other-tab');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(heard).toEqual(['logout']);
  });
});
