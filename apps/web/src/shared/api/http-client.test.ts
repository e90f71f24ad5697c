import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { ApiError } from './api-error';
import { apiRequest, onUnauthorized } from './http-client';
import { clearToken, setToken } from './token-storage';

describe('API client', () => {
  let stopListening: () => void = () => undefined;
  afterEach(() => stopListening());

  it('sends JSON with the bearer token when signed in', async () => {
    const { requests } = fakeApi({ 'PUT /api/profile/me': { body: { ok: true } } });
    setToken('abc');

    await expect(
      apiRequest('/api/profile/me', { method: 'PUT', body: { fullName: 'Ruth' } }),
    ).resolves.toEqual({ ok: true });

    expect(requests[0]).toMatchObject({
      method: 'PUT',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
      body: { fullName: 'Ruth' },
    });
  });

  it("reads the server's message from a failed answer", async () => {
    fakeApi({
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'An account with this email already exists.', field: 'email' },
      },
    });
    const failure = apiRequest('/api/auth/register', { method: 'POST', body: {} });
    await expect(failure).rejects.toEqual(
      new ApiError('An account with this email already exists.', 409, 'email'),
    );
  });

  it('falls back to the unknown-error text, then to the status', async () => {
    fakeApi({
      'GET /api/json-without-message': { status: 500, body: { error: 'x' } },
      'GET /api/not-json': { status: 502, text: '<html>Bad gateway</html>' },
    });
    await expect(apiRequest('/api/json-without-message')).rejects.toThrow(
      'An unknown error occurred',
    );
    await expect(apiRequest('/api/not-json')).rejects.toThrow('Request failed with status 502');
  });

  it('reports an ended session only for a call made with a token', async () => {
    fakeApi({ 'GET /api/profile/me': { status: 401, body: { message: 'Unauthorized' } } });
    const ended = vi.fn();
    stopListening = onUnauthorized(ended);

    // A wrong password is a 401 too, but nobody was signed in: no session ended.
    await expect(apiRequest('/api/profile/me')).rejects.toThrow('Unauthorized');
    expect(ended).not.toHaveBeenCalled();

    setToken('revoked');
    await expect(apiRequest('/api/profile/me')).rejects.toThrow('Unauthorized');
    expect(ended).toHaveBeenCalledTimes(1);

    await expect(apiRequest('/api/profile/me', { unauthorized: 'silent' })).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('asks again with the ETag it was given, and reads an unchanged list from memory on a 304', async () => {
    let version = 1;
    const { requests } = fakeApi({
      'GET /api/leaders': (request) =>
        request.headers['if-none-match'] === `"v${version}"`
          ? { status: 304, headers: { ETag: `"v${version}"` } }
          : { body: [{ name: `Leader v${version}` }], headers: { ETag: `"v${version}"` } },
    });
    setToken('member-token');

    await expect(apiRequest('/api/leaders')).resolves.toEqual([{ name: 'Leader v1' }]);
    await expect(apiRequest('/api/leaders')).resolves.toEqual([{ name: 'Leader v1' }]);
    version = 2;
    await expect(apiRequest('/api/leaders')).resolves.toEqual([{ name: 'Leader v2' }]);

    expect(requests.map((r) => r.headers['if-none-match'])).toEqual([undefined, '"v1"', '"v1"']);
  });

  it('forgets the answers it kept when the member signs out', async () => {
    const { requests } = fakeApi({
      'GET /api/users': { body: [{ fullName: 'Ruth' }], headers: { ETag: '"same"' } },
    });
    setToken('member-token');
    await apiRequest('/api/users');
    clearToken();
    setToken('member-token');
    await apiRequest('/api/users');

    expect(requests.map((r) => r.headers['if-none-match'])).toEqual([undefined, undefined]);
  });
});
