import { Router } from 'express';

import type { SiteSettings } from '../../../shared/settings/siteSettings.ts';
import { fromWireSettings, toWireSettings } from '../../../shared/settings/siteSettings.ts';
import { messages } from '../../../shared/validation/messages.ts';
import { audited } from '../audit/audited.ts';
import { requireRole, requireViewer } from '../auth/viewer.ts';
import { now } from '../clock.ts';
import type { RestContext } from '../context.ts';
import { badRequest } from '../express/HttpError.ts';
import { settingsRepository } from '../repositories/settingsRepository.ts';
import { siteSettingsSchema } from '../validation/settingsSchema.ts';
import { validate } from '../validation/validate.ts';

/**
 * `/settings.php` (SPEC 2.24): anyone reads the settings (the site shows its name, description and
 * contact address, and whether it is down for maintenance); admins save them, all at once.
 * `two_factor_enabled` requires a second factor of every staff account (see auth/twoFactor/).
 */
export function settingsEndpoint(ctx: RestContext): Router {
  const router = Router();

  router.get('/settings.php', async (_req, res) => {
    res.json({ success: true, settings: toWireSettings(await ctx.settings.get()) });
  });

  router.put('/settings.php', requireRole('settings'), async (req, res) => {
    const input = await validate(siteSettingsSchema, req.body);
    const saved = await ctx.settings.get();
    const settings = fromWireSettings({
      ...input,
      two_factor_enabled: input.two_factor_enabled ?? saved.twoFactorEnabled,
    });
    // Requiring a second factor of staff while having none would shut this admin out at once.
    const viewer = requireViewer(res);
    if (settings.twoFactorEnabled && !saved.twoFactorEnabled && !(await ctx.twoFactor.isEnabled(viewer.id))) {
      const message = messages.siteSettings.enrolBeforeRequiringTwoFactor;
      throw badRequest(message, { fields: { two_factor_enabled: message } });
    }
    await audited(
      ctx,
      req,
      res,
      async (trx) => {
        const store = settingsRepository(trx);
        const before = await store.get();
        await store.save(settings, now());
        return (Object.keys(settings) as (keyof SiteSettings)[]).filter(
          (key) => settings[key] !== before[key],
        );
      },
      (changed) => ({
        action: 'settings.update',
        target: { type: 'settings', id: null, label: 'Site settings' },
        details: { changed },
      }),
    );
    res.json({ success: true, message: messages.settingsSaved, settings: toWireSettings(settings) });
  });

  return router;
}
