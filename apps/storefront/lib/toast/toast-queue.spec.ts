import { describe, expect, it } from '@jest/globals';
import { addToast, expireToasts, nextExpiry, postponeToasts, removeToast, resolveToast, TOAST_MAX, TOAST_TIMEOUT_MS, type ToastQueue } from './toast-queue';

const now = 1_000_000;

describe('addToast', () => {
  it('adds a toast that expires after 10 000 ms, id defaulting to the message key', () => {
    const queue = addToast([], { kind: 'success', messageKey: 'vue.cart.notification.added', text: 'T' }, now);
    const key = 'vue.cart.notification.added';
    expect(queue).toEqual([{ id: key, kind: 'success', messageKey: key, text: 'T', expiresAt: now + 10_000 }]);
    expect(TOAST_TIMEOUT_MS).toBe(10_000);
  });

  it('does not create a toast whose id is already shown', () => {
    const queue = addToast([], { kind: 'error', messageKey: 'a', text: 'T' }, now);
    expect(addToast(queue, { kind: 'info', messageKey: 'a', text: 'T' }, now + 5)).toBe(queue);
    expect(addToast(queue, { id: 'a', kind: 'info', messageKey: 'b', text: 'T' }, now + 5)).toBe(queue);
    expect(addToast(queue, { id: 'other', kind: 'info', messageKey: 'a', text: 'T' }, now + 5)).toHaveLength(2);
  });

  it('shows the same id again once the first is gone', () => {
    const shown = addToast([], { kind: 'info', messageKey: 'a', text: 'T' }, now);
    const gone = expireToasts(shown, now + TOAST_TIMEOUT_MS);
    expect(addToast(gone, { kind: 'info', messageKey: 'a', text: 'T' }, now + TOAST_TIMEOUT_MS)).toHaveLength(1);
  });

  it('keeps at most 20, dropping the oldest', () => {
    let queue: ToastQueue = [];
    for (let i = 0; i < 25; i += 1) queue = addToast(queue, { id: `t${i}`, kind: 'info', messageKey: 'k', text: 'T' }, now + i);
    expect(queue).toHaveLength(TOAST_MAX);
    expect(queue[0]?.id).toBe('t5');
    expect(queue.at(-1)?.id).toBe('t24');
  });
});

describe('expiry', () => {
  const queue = [
    { id: 'a', kind: 'info', messageKey: 'a', text: 'A', expiresAt: now + 100 },
    { id: 'b', kind: 'info', messageKey: 'b', text: 'B', expiresAt: now + 200 },
  ] as const satisfies ToastQueue;

  it('removes what has expired and keeps the queue when nothing did', () => {
    expect(expireToasts(queue, now + 99)).toBe(queue);
    expect(expireToasts(queue, now + 100).map((toast) => toast.id)).toEqual(['b']);
    expect(expireToasts(queue, now + 500)).toEqual([]);
  });

  it('names the next expiry', () => {
    expect(nextExpiry(queue)).toBe(now + 100);
    expect(nextExpiry([])).toBeNull();
  });

  it('postpones every expiry while paused', () => {
    expect(postponeToasts(queue, 50).map((toast) => toast.expiresAt)).toEqual([now + 150, now + 250]);
    expect(postponeToasts(queue, 0)).toBe(queue);
  });
});

describe('removeToast', () => {
  it('removes by id', () => {
    const queue = addToast(addToast([], { kind: 'info', messageKey: 'a', text: 'T' }, now), { kind: 'info', messageKey: 'b', text: 'T' }, now);
    expect(removeToast(queue, 'a').map((toast) => toast.id)).toEqual(['b']);
    expect(removeToast(queue, 'zzz')).toBe(queue);
  });
});

describe('resolveToast', () => {
  const message = (key: string, params?: unknown) => `${key}:${JSON.stringify(params ?? null)}`;

  it("takes the text from the caller's translator, keeping id, kind and message key", () => {
    expect(resolveToast({ id: 'payment-save', kind: 'error', messageKey: 'k', params: { n: 1 } }, message)).toEqual({
      id: 'payment-save',
      kind: 'error',
      messageKey: 'k',
      text: 'k:{"n":1}',
    });
  });

  it('keeps a text the caller brings (fetched)', () => {
    expect(resolveToast({ kind: 'info', messageKey: 'k', text: 'Geholt' }, message)).toEqual({ id: undefined, kind: 'info', messageKey: 'k', text: 'Geholt' });
  });
});
