import type { Logger } from 'pino';

import { hashPassword } from '../../auth/passwords.ts';
import type { RestContext } from '../../context.ts';
import { newGameColumns } from '../../games/gameFields.ts';
import { generatePassword } from './bootstrapAdmin.ts';
import { renderCover, renderScreenshot } from './demoArtwork/render.ts';
import { demoCounts } from './demoCounts.ts';
import type { DemoGame } from './demoGames.ts';
import { demoGames, resolveReleaseDate } from './demoGames.ts';
import { demoChangelog, demoEntryOf, installationText } from './demoInstallAndChangelog.ts';
import { demoDmcaNotices, demoGameRequests, demoPeople, demoReports } from './demoSubmissions.ts';

type SeedContext = Pick<RestContext, 'games' | 'users' | 'moderation' | 'images' | 'reports' | 'community'>;

async function seedGame(ctx: SeedContext, game: DemoGame, now: Date): Promise<void> {
  const imageUrl = await ctx.images.save(await renderCover(game));
  const screenshots = [];
  for (let index = 0; index < 3; index += 1) {
    screenshots.push(await ctx.images.save(await renderScreenshot(game, index)));
  }
  const releaseDate = resolveReleaseDate(game.released, now);
  const stamp = now.toISOString();
  const counts = demoCounts(game, releaseDate, now);
  const row = await ctx.games.insert({
    ...newGameColumns({
      slug: game.slug,
      title: game.title,
      category: game.category,
      genres: game.genres.join(','),
      tags: game.tags.join(','),
      image_url: imageUrl,
      screenshots: screenshots.join(','),
      trailer_url: game.trailerUrl,
      download_link: game.downloadLink,
      support_link: game.supportLink,
      homepage_url: game.homepage,
      description: game.description,
      installation_instructions: installationText(demoEntryOf(game).installSteps),
      general_notes: game.generalNotes,
      license: game.license,
      size: game.size,
      views: game.views,
      rating: game.rating,
      total_ratings: game.totalRatings,
      downloads: counts.downloads,
      stars: counts.stars,
      shares: counts.shares,
      release_date: releaseDate,
      developer: game.developer,
      publisher: game.publisher,
      version: game.version,
      min_os: game.minimum.os,
      min_processor: game.minimum.processor,
      min_memory: game.minimum.memory,
      min_graphics: game.minimum.graphics,
      min_storage: game.minimum.storage,
      directx: game.directX,
      network_requirements: game.networkRequirements,
      age_rating: game.ageRating,
      platforms: JSON.stringify(game.platforms),
      language: JSON.stringify(game.language),
      changelog: JSON.stringify(demoChangelog(game, releaseDate)),
      created_at: stamp,
      updated_at: stamp,
    }),
    rating_sum: counts.ratingSum,
  });
  await ctx.community.addDownloadDays(row.id, counts.downloadDays);
}

/** Demo moderator and users with random passwords, printed once: only when asked for. */
export async function seedDemoAccounts(ctx: SeedContext, stamp: string): Promise<void> {
  const passwords: string[] = [];
  for (const person of demoPeople) {
    if (await ctx.users.emailTaken(person.email)) continue;
    const password = generatePassword();
    await ctx.users.insert({
      ...person,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      now: stamp,
    });
    passwords.push(`    ${person.email} (${person.role}): ${password}`);
  }
  if (passwords.length > 0)
    console.log(`\n  Demo accounts (shown only this once):\n${passwords.join('\n')}\n`);
}

async function seedDemoReports(ctx: SeedContext, stamp: string): Promise<void> {
  for (const report of demoReports) {
    let id: number;
    if (report.kind === 'game') {
      const game = await ctx.games.findBySlug(report.slug);
      if (!game) continue;
      const { reason, description, email } = report;
      id = await ctx.reports.addReport(
        {
          kind: 'game',
          gameId: game.id,
          gameName: game.title,
          reporterUserId: null,
          reason,
          description,
          email,
        },
        stamp,
      );
    } else if (report.kind === 'issue') {
      id = await ctx.reports.addIssueReport(
        {
          game_name: report.gameName,
          issue_type: report.issueType,
          description: report.description,
          system_specs: report.systemSpecs,
          email: report.email,
        },
        stamp,
      );
    } else {
      const { name, email, subject, message } = report;
      id = await ctx.reports.addContactMessage({ name, email, subject, message }, stamp);
    }
    if (report.status !== 'open') {
      const note = 'note' in report ? report.note : '';
      await ctx.reports.setStatus(id, { status: report.status, note, handledBy: null, now: stamp });
    }
  }
}

/** Fills an empty catalogue with the demo games and moderation data, and the demo accounts if asked. */
export async function seedDemo(
  ctx: SeedContext,
  log: Logger,
  options: { accounts: boolean },
  now = new Date(),
): Promise<boolean> {
  if ((await ctx.games.count()) > 0) return false;
  for (const game of demoGames) await seedGame(ctx, game, now);

  const stamp = now.toISOString();
  if (options.accounts) await seedDemoAccounts(ctx, stamp);
  for (const { status, ...notice } of demoDmcaNotices) {
    const id = await ctx.moderation.addDmcaNotice(notice, stamp);
    if (status !== 'pending') await ctx.moderation.decideDmcaNotice(id, status, stamp);
  }
  for (const { status, ...request } of demoGameRequests) {
    const id = await ctx.moderation.addGameRequest(request, stamp);
    if (status !== 'pending') await ctx.moderation.decideGameRequest(id, status, stamp);
  }
  await seedDemoReports(ctx, stamp);
  log.info({ event: 'demo.seeded', games: demoGames.length }, 'Seeded the demo catalogue');
  return true;
}
