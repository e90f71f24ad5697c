import { describe, expect, it } from 'vitest';
import { openAddress, startSummary } from './start-summary';

describe('the summary npm start prints on a terminal', () => {
  it('tells a new install to register the first account, which becomes Super-Admin', () => {
    expect(startSummary('http://localhost:3000', { kind: 'first-registration' })).toBe(
      'Torch is running at http://localhost:3000 — register the first account to become its ' +
        'Super-Admin: http://localhost:3000/#/register\nStop it with Ctrl-C.',
    );
  });

  it('gives the setup code when registering needs it', () => {
    expect(
      startSummary('https://torch.example', { kind: 'setup-code', code: 'ABCDE-FGHJK' }),
    ).toContain(
      'register the first account at https://torch.example/#/register with the setup code ' +
        'ABCDE-FGHJK to become its Super-Admin',
    );
  });

  it('says where to sign in once the install has its admin', () => {
    expect(startSummary('http://localhost:3000', { kind: 'exists' })).toBe(
      'Torch is running at http://localhost:3000 — sign in at http://localhost:3000/#/login\n' +
        'Stop it with Ctrl-C.',
    );
  });

  it('names the port the server listens on, or PUBLIC_URL when it is set', () => {
    expect(openAddress('http://localhost:0', 0, 'http://127.0.0.1:41234')).toBe(
      'http://localhost:41234',
    );
    expect(openAddress('http://localhost:3000', 3000, 'http://[::]:3000')).toBe(
      'http://localhost:3000',
    );
    expect(openAddress('https://torch.example', 3000, 'http://0.0.0.0:3000')).toBe(
      'https://torch.example',
    );
  });
});
