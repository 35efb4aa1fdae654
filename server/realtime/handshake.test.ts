import { describe, expect, it } from 'vitest';
import { handshakeToken, unauthorizedError } from './handshake';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz_0123456789-ABCDE';

describe('handshake token', () => {
  it('reads auth.token, with or without the Bearer prefix', () => {
    expect(handshakeToken({ auth: { token: TOKEN }, headers: {} })).toBe(TOKEN);
    expect(handshakeToken({ auth: { token: `Bearer ${TOKEN}` }, headers: {} })).toBe(TOKEN);
    expect(handshakeToken({ auth: { token: `bearer ${TOKEN}` }, headers: {} })).toBe(TOKEN);
  });

  it('falls back to the Authorization header', () => {
    expect(handshakeToken({ auth: {}, headers: { authorization: `Bearer ${TOKEN}` } })).toBe(TOKEN);
  });

  it('refuses malformed tokens (same format rule as the HTTP API)', () => {
    expect(handshakeToken({ auth: { token: 'short' }, headers: {} })).toBeNull();
    expect(handshakeToken({ auth: { token: `${TOKEN} extra` }, headers: {} })).toBeNull();
    expect(handshakeToken({ auth: { token: 42 }, headers: {} })).toBeNull();
    expect(handshakeToken({ auth: {}, headers: {} })).toBeNull();
  });

  it('refusal says unauthorized for code and gives a Thai message for people', () => {
    const error = unauthorizedError('expired');
    expect(error.message).toBe('unauthorized');
    expect(error.data.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(error.data.reason).toBe('expired');
  });
});
