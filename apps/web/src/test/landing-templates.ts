/**
 * The landing pages' templates as the build writes them into index.html
 * (scripts/prerender.mjs), with what the entry reads from them (the API paths of each first
 * screen) and without the pre-rendered page itself.
 */
import { landingRoutes } from '../app/routes';
import { firstScreenRequests } from '../prerender/first-screen-requests';

export function landingTemplates(): string {
  return landingRoutes
    .map((route) => {
      const api = firstScreenRequests(route).join(' ').replaceAll('&', '&amp;');
      return `<template data-route="${route}" data-api="${api}"></template>`;
    })
    .join('');
}
