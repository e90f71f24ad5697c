import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QrScanner } from './qr-scanner';

/** The camera as the browser would answer: opened, or refused with a DOMException's name. */
let getUserMedia = vi.fn<() => Promise<MediaStream>>();
function cameraAnswers(answer: () => Promise<MediaStream>) {
  getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}
const refusedWith = (name: string, message = '') =>
  cameraAnswers(() => Promise.reject(new DOMException(message, name)));

/** Chromium's way of telling the page what its Permissions-Policy allows. */
function pagePolicyAllowsCamera(allowed: boolean) {
  Object.defineProperty(document, 'featurePolicy', {
    configurable: true,
    value: { allowsFeature: (feature: string) => feature !== 'camera' || allowed },
  });
}

async function pressScan() {
  render(<QrScanner onCode={() => undefined} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Scan a ticket' }));
  return screen.findByRole('alert');
}

describe('the door scanner says truly why the camera did not open', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'featurePolicy');
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('a person who refused is told where to allow it', async () => {
    refusedWith('NotAllowedError', 'Permission denied');
    const alert = await pressScan();
    expect(alert).toHaveTextContent('Camera access was refused for this site.');
    expect(alert).toHaveTextContent("allow the camera in the browser's site settings");
    expect(screen.getByRole('button', { name: 'Scan a ticket' })).toBeEnabled();
  });

  it('a page whose policy blocks the camera does not ask the volunteer to allow it', async () => {
    pagePolicyAllowsCamera(false);
    refusedWith('NotAllowedError', 'Permission denied');
    const alert = await pressScan();
    expect(alert).toHaveTextContent("This page isn't allowed to use the camera.");
    expect(alert).toHaveTextContent('no setting on this phone can open it');
    expect(alert).not.toHaveTextContent(/allow the camera/i);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('a page that is not secure says the camera needs https', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    const alert = await pressScan();
    expect(alert).toHaveTextContent('The camera only opens on a secure (https) page.');
  });

  it('a phone with no camera says so', async () => {
    refusedWith('NotFoundError');
    expect(await pressScan()).toHaveTextContent('No camera was found on this device.');
  });

  it('a camera held by another app says so', async () => {
    pagePolicyAllowsCamera(true);
    refusedWith('NotReadableError', 'Could not start video source');
    const alert = await pressScan();
    expect(alert).toHaveTextContent('The camera is in use by another app or tab.');
    expect(alert).toHaveTextContent('find the name below');
  });
});
