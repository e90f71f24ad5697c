/** The church's settings (docs/configuration.md#church-settings). */
import { churchSettingsReadSchema, churchSettingsSchema } from '../church-settings';
import { defineRoute } from '../http/route';

const tag = 'Church';

export const churchRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/church',
    summary: "The church's name, contacts, gatherings, giving and emergency numbers",
    tag,
    access: 'anyone',
    response: churchSettingsReadSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/church',
    summary: "Change the church's settings (Super-Admin); open pages follow within seconds",
    tag,
    access: 'super-admin',
    body: churchSettingsSchema,
    response: churchSettingsSchema,
  }),
};
