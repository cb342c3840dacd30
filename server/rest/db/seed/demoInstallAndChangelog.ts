import type { DemoGame } from './demoGames.ts';

export interface DemoChangelogEntry {
  version: string;
  /** yyyy-mm-dd */
  date: string;
  changes: string;
}

export interface DemoInstallAndChangelog {
  /** One step a line, as the game's official pages describe it; numbered by `installationText`. */
  installSteps: readonly string[];
  /** What the game's current version (its `version`, out on its release date) brought. */
  currentChanges: string;
  /** Earlier releases, newest first, all before the current one. */
  earlierReleases: readonly DemoChangelogEntry[];
}

/**
 * The installation steps and latest releases of each demo game, keyed by slug. Steps follow the
 * game's official download pages; release dates and summaries its release notes or release tags.
 */
export const demoInstallAndChangelog: Readonly<Record<string, DemoInstallAndChangelog>> = {
  'zero-ad': {
    installSteps: [
      'Open the official download page at play0ad.com/download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag 0 A.D. to Applications.',
      'Linux: install 0 A.D. from Flathub or your distribution’s package manager.',
      'Start 0 A.D.; for online matches, register a lobby account from the Multiplayer menu.',
    ],
    currentChanges:
      'Release 28 “Boiorix”, the first without the Alpha label: adds the Germans civilisation, male and female citizens, font rendering through FreeType with better Hi-DPI support, and a 64-bit Windows build.',
    earlierReleases: [],
  },
  supertuxkart: {
    installSteps: [
      'Open the official download page at supertuxkart.net/Download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag SuperTuxKart to Applications.',
      'Linux: install from Flathub (flatpak install flathub net.supertuxkart.SuperTuxKart), or extract the official archive and run run_game.sh.',
      'Start SuperTuxKart; log in with an STK account only if you want to race online.',
    ],
    currentChanges:
      'A long-awaited stable release with many bug fixes since 1.4, and a setting in the advanced graphics options to choose the rendering engine (OpenGL stays the default).',
    earlierReleases: [
      {
        version: '1.4',
        date: '2022-10-31',
        changes:
          'Adds the lap trial mode, a beta Vulkan renderer, proper HiDPI support and the new Godette kart; online servers can use real addon karts.',
      },
      {
        version: '1.3',
        date: '2021-09-28',
        changes:
          'Adds render resolution scaling, server bookmarks, background downloads of addon packs, highscore screens and the new Alien Signal track.',
      },
    ],
  },
  xonotic: {
    installSteps: [
      'Download the release .zip from the official download page at xonotic.org/download (one archive for all systems).',
      'Check the archive against the checksum published on the download page.',
      'Extract the archive to a folder of your choice.',
      'Start the game with the launcher for your system in that folder (the .exe on Windows, the .sh script on Linux, Xonotic.app on macOS).',
      'Pick a server in the Multiplayer menu, or play against bots in Singleplayer.',
    ],
    currentChanges:
      'A release of the 0.8 series with gameplay, map, interface and engine updates and many bug fixes.',
    earlierReleases: [],
  },
  openttd: {
    installSteps: [
      'Open the official download page at openttd.org (Downloads, latest release).',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag OpenTTD to Applications.',
      'Linux: install OpenTTD from Flathub, or extract the official archive and run ./openttd.',
      'On first start, let the game download the free OpenGFX base graphics when it asks.',
    ],
    currentChanges:
      'A bug-fix release of the OpenTTD 15 series, which brought the house picker and road waypoints, encrypted and password-less authentication for multiplayer, and NewGRF badges.',
    earlierReleases: [],
  },
  'the-battle-for-wesnoth': {
    installSteps: [
      'Open the official download page on wiki.wesnoth.org/Download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag Wesnoth to Applications.',
      'Linux: install Wesnoth from Flathub or your distribution’s package manager.',
      'Start the game; add-on campaigns can be fetched from the in-game Add-ons menu.',
    ],
    currentChanges:
      'A maintenance release of the 1.18 stable series with bug fixes and updated translations.',
    earlierReleases: [],
  },
  mindustry: {
    installSteps: [
      'Open the official itch.io page at anuke.itch.io/mindustry and choose the download for your system.',
      'Windows: extract the Windows archive and start Mindustry.exe.',
      'Linux and macOS: install Java 17 or newer, then start the downloaded Mindustry.jar (java -jar Mindustry.jar).',
      'Your saves and maps are kept in the game’s data folder, so new versions can be extracted over the old one.',
    ],
    currentChanges: 'A patch release of build 157 with bug fixes and balance adjustments.',
    earlierReleases: [],
  },
  veloren: {
    installSteps: [
      'Open the official download page at veloren.net/download.',
      'Download Airshipper, the official launcher, for Windows, Linux or macOS (on Linux it is also on Flathub).',
      'Start Airshipper and let it download the game; it keeps Veloren up to date from then on.',
      'Press Play, then choose Singleplayer or log in with a Veloren account to join a server.',
    ],
    currentChanges: 'The 0.16 release, with new content, gameplay and world changes and many fixes.',
    earlierReleases: [],
  },
  luanti: {
    installSteps: [
      'Open the official download page at luanti.org/en/downloads.',
      'Windows: download the portable .zip, extract it anywhere and start bin\\luanti.exe.',
      'macOS: download the macOS archive and move Luanti to Applications.',
      'Linux: install Luanti from Flathub or your distribution’s package manager.',
      'Luanti ships without a game: open the Content tab, browse online content and install a game (such as Minetest Game or VoxeLibre) before creating a world.',
    ],
    currentChanges:
      'Nametags can scale with distance and take a font size, chat messages can be logged on the client, and mods get an API to cancel asynchronous jobs; several new translations.',
    earlierReleases: [
      {
        version: '5.13.0',
        date: '2025-08-01',
        changes:
          'Objects get persistent unique identifiers, a key can be bound to close the world, and mods get new VoxelManip functions and the map generation chunk size.',
      },
    ],
  },
  'warzone-2100': {
    installSteps: [
      'Open the official download page at wz2100.net/download.',
      'Windows: download the installer and run it.',
      'macOS: extract the download and move Warzone 2100 to Applications.',
      'Linux: install Warzone 2100 from Flathub, or use the package listed on the download page.',
      'Start the game; the campaign videos can be downloaded separately from the same page.',
    ],
    currentChanges:
      'A patch release of the 4.6 series with fixes for gameplay, multiplayer and the interface.',
    earlierReleases: [],
  },
  hedgewars: {
    installSteps: [
      'Open the official download page at hedgewars.org/download.html.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag Hedgewars to Applications.',
      'Linux: install Hedgewars from your distribution’s package manager.',
      'Start Hedgewars and play locally, or join the official server for online games.',
    ],
    currentChanges:
      'The long-awaited 1.0 release, with gameplay, interface and network play improvements and many bug fixes.',
    earlierReleases: [],
  },
  'endless-sky': {
    installSteps: [
      'Open the official releases page on GitHub (github.com/endless-sky/endless-sky/releases).',
      'Windows: download the Windows archive, extract it and start Endless Sky.exe.',
      'macOS: download the macOS build and move Endless Sky to Applications.',
      'Linux: download the AppImage, make it executable (chmod +x) and run it, or install from your distribution.',
      'Start the game and create a pilot; plug-ins go into the plugins folder shown in the Preferences.',
    ],
    currentChanges: 'A new stable release with new content, engine improvements and bug fixes.',
    earlierReleases: [],
  },
  freeciv: {
    installSteps: [
      'Open the official download page at freeciv.org/download.html.',
      'Windows: download the installer for the client you prefer (Qt, GTK or SDL) and run it.',
      'Linux: install Freeciv from your distribution’s package manager, or build it from the source tarball.',
      'Start the client, then start a new game (it launches a local server) or connect to a public server.',
    ],
    currentChanges: 'A bug-fix release of the 3.2 stable series.',
    earlierReleases: [],
  },
  openra: {
    installSteps: [
      'Open the official download page at openra.net/download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag OpenRA to Applications.',
      'Linux: download the AppImage of each mod you want (Red Alert, Tiberian Dawn, Dune 2000), make it executable and run it.',
      'On first start, use Quick Install to download the freeware content of the original game.',
    ],
    currentChanges:
      'Adds new Red Alert and Tiberian Dawn missions, vote kicks in multiplayer, options to sort maps by size or title, and native Wayland support on Linux.',
    earlierReleases: [],
  },
  'red-eclipse': {
    installSteps: [
      'Open the official download page at redeclipse.net/download.',
      'Windows: download the installer and run it.',
      'Linux: download the Linux build from the same page, extract or make it executable, and start it.',
      'macOS: download the macOS build and move Red Eclipse to Applications.',
      'Start the game and pick a server, or play offline against bots.',
    ],
    currentChanges:
      'Red Eclipse 2.0: the game moves to an engine derived from Tesseract, with dynamic lighting, reworked maps and a new interface.',
    earlierReleases: [
      {
        version: '1.6.0',
        date: '2017-12-21',
        changes: 'The last release of the 1.x series, with new and updated maps, balance changes and fixes.',
      },
    ],
  },
  unvanquished: {
    installSteps: [
      'Open the official download page at unvanquished.net/download.',
      'Download the Unvanquished updater for Windows, Linux or macOS (on Linux it is also on Flathub).',
      'Run the updater; it downloads the game and keeps it up to date.',
      'Start Unvanquished from the updater and pick a server in the server browser.',
    ],
    currentChanges:
      'Right-click closes the circle menus, the mouse wheel can be bound to actions, chat input no longer gets stuck after a click, and a read-only depth buffer option is added to the graphics settings.',
    earlierReleases: [
      {
        version: '0.55.4',
        date: '2025-05-25',
        changes:
          'Reworks the graphics presets menu, fixes missile models and missiles passing through the medistation, and adds a Norwegian Bokmål translation.',
      },
      {
        version: '0.55.3',
        date: '2025-04-14',
        changes:
          'Adds tone mapping to the graphics options, fixes frame-rate-dependent animation blending, and adds a Tamil translation.',
      },
    ],
  },
  'zero-k': {
    installSteps: [
      'Open the official site at zero-k.info and choose Download, or install Zero-K from its Steam page.',
      'Windows: run the downloaded Zero-K.exe; it sets up the game in the folder it runs from.',
      'Linux: install Zero-K through Steam.',
      'On first start the launcher downloads the engine, the game and maps; then log in or create an account to play online, or start a skirmish or campaign mission.',
    ],
    currentChanges:
      'A regular update of the game with balance changes, AI and interface improvements, and fixes.',
    earlierReleases: [],
  },
  supertux: {
    installSteps: [
      'Open the official download page at supertux.org/download.html.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag SuperTux to Applications.',
      'Linux: install SuperTux from Flathub, or download the AppImage, make it executable and run it.',
      'Start SuperTux and begin the Story Mode.',
    ],
    currentChanges:
      'SuperTux 0.7: reworked levels and graphics, gameplay improvements and an improved level editor.',
    earlierReleases: [],
  },
  naev: {
    installSteps: [
      'Open the official download page at naev.org/downloads.',
      'Windows: download the installer and run it.',
      'macOS: download the macOS build and move Naev to Applications.',
      'Linux: install Naev from Flathub, or download the AppImage, make it executable and run it.',
      'Start Naev and create a pilot.',
    ],
    currentChanges: 'Naev 0.12: new content, interface and balance improvements, and bug fixes.',
    earlierReleases: [],
  },
  widelands: {
    installSteps: [
      'Open the official download page at widelands.org/wiki/Download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag Widelands to Applications.',
      'Linux: install Widelands from Flathub or your distribution’s package manager.',
      'Start Widelands and begin with the tutorial campaign.',
    ],
    currentChanges: 'A bug-fix release of Widelands 1.3.',
    earlierReleases: [],
  },
  simutrans: {
    installSteps: [
      'Open the official download page at simutrans.com/en/download.',
      'Windows: run the installer, which also downloads the pakset (graphics set) you choose.',
      'Linux and macOS: download the game archive for your system and extract it.',
      'Download at least one pakset (for example pak64) and extract it into the Simutrans folder.',
      'Start Simutrans and pick the pakset when asked.',
    ],
    currentChanges: 'A maintenance release of the 124 series with bug fixes and small improvements.',
    earlierReleases: [],
  },
  flightgear: {
    installSteps: [
      'Open the official download page at flightgear.org/download.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag FlightGear to Applications.',
      'Linux: download the AppImage, make it executable and run it, or install from your distribution.',
      'Start FlightGear; its launcher downloads further aircraft and scenery as you need them.',
    ],
    currentChanges: 'A point release of the 2024.1 long-term-support series with bug fixes.',
    earlierReleases: [],
  },
  'cataclysm-dark-days-ahead': {
    installSteps: [
      'Open the official releases page at cataclysmdda.org/releases and choose the stable release.',
      'Windows: download the tiles build, extract it and start cataclysm-tiles.exe.',
      'Linux: download the tiles build, extract it and start ./cataclysm-launcher.',
      'macOS: download the macOS build and move Cataclysm to Applications.',
      'Start the game, create a world and then a character.',
    ],
    currentChanges:
      'The 0.H “Herbert” stable release, gathering the content and system changes of the experimental builds since 0.G.',
    earlierReleases: [],
  },
  teeworlds: {
    installSteps: [
      'Open the official download page at teeworlds.com (Downloads).',
      'Windows: download the .zip, extract it and start teeworlds.exe.',
      'Linux: download the .tar.gz, extract it and start ./teeworlds.',
      'macOS: open the .dmg and drag Teeworlds to Applications.',
      'Start the game, choose a name and a tee, and join a server from the server browser.',
    ],
    currentChanges:
      'A maintenance release: fixes to warmup, pause and restart handling, chat command completion and interrupted map downloads, and updated ctf5 and dm7 maps.',
    earlierReleases: [
      {
        version: '0.7.4',
        date: '2019-12-23',
        changes:
          'Adds an extended server browser view and a race icon, shows K/D and weapon statistics on the statboard, and updates translations.',
      },
    ],
  },
  'speed-dreams': {
    installSteps: [
      'Open the official download page at speed-dreams.net/en/downloads.',
      'Windows: download the installer and run it.',
      'Linux: use the Linux download listed on the page, or install Speed Dreams from your distribution’s package manager.',
      'Start Speed Dreams and set up your controls in Options before the first race.',
    ],
    currentChanges: 'Speed Dreams 2.3.0: content, robot and graphics updates, and bug fixes.',
    earlierReleases: [],
  },
  assaultcube: {
    installSteps: [
      'Open the official download page at assault.cubers.net/download.html.',
      'Windows: download the installer and run it.',
      'Linux: download the .tar.bz2 archive, extract it and start ./assault.sh.',
      'macOS: open the .dmg and drag AssaultCube to Applications.',
      'Start the game and join a server from the server browser.',
    ],
    currentChanges: 'A bug-fix update of AssaultCube 1.3 “Lockdown”.',
    earlierReleases: [],
  },
  'the-dark-mod': {
    installSteps: [
      'Open the official download page at thedarkmod.com/download-the-mod.',
      'Download tdm_installer for Windows or Linux and put it into an empty folder such as C:\\games\\darkmod.',
      'Run tdm_installer; it downloads the game into that folder.',
      'Start TheDarkModx64.exe (Windows) or thedarkmod.x64 (Linux).',
      'Download missions from the in-game mission list and start one.',
    ],
    currentChanges: 'The Dark Mod 2.12: visual and performance improvements, and gameplay and editor fixes.',
    earlierReleases: [],
  },
  neverball: {
    installSteps: [
      'Open the official download page at neverball.org/download.php.',
      'Windows: download the Windows build, extract or install it, and start neverball.exe (or neverputt.exe for mini-golf).',
      'Linux: install Neverball from your distribution’s package manager.',
      'Start the game and choose a level set.',
    ],
    currentChanges:
      'Neverball 1.6.0, the first release in nearly five years, with new levels, updated graphics and many fixes.',
    earlierReleases: [
      {
        version: '1.5.4',
        date: '2009-09-20',
        changes: 'A bug-fix release of the 1.5 series.',
      },
    ],
  },
  freecol: {
    installSteps: [
      'Open the official download page at freecol.org/download.html.',
      'Windows: download the installer, which bundles a Java runtime, and run it.',
      'macOS: open the .dmg and drag FreeCol to Applications.',
      'Linux: install a recent Java runtime, download the FreeCol archive, extract it and start it with java -jar FreeCol.jar.',
      'Start FreeCol and choose New Game.',
    ],
    currentChanges: 'A new stable release after 1.1.0, with rules, interface and AI fixes.',
    earlierReleases: [],
  },
  'dungeon-crawl-stone-soup': {
    installSteps: [
      'Open the official download page at crawl.develz.org/download.htm.',
      'Windows: download the tiles or console build, extract it and start crawl.exe.',
      'macOS: download the macOS build and move Dungeon Crawl Stone Soup to Applications.',
      'Linux: install Crawl from your distribution’s package manager, or build it from source.',
      'You can also play in a browser on the public WebTiles servers linked from the same page.',
    ],
    currentChanges:
      'Crawl 0.32: gameplay and balance changes to species, spells and items, and interface improvements.',
    earlierReleases: [],
  },
  openclonk: {
    installSteps: [
      'Open the official download page at openclonk.org/download.',
      'Windows: download the installer and run it.',
      'macOS: download the macOS build and move OpenClonk to Applications.',
      'Linux: install OpenClonk from your distribution’s package manager.',
      'Start OpenClonk and begin with the tutorial.',
    ],
    currentChanges: 'A bug-fix release of OpenClonk 8.',
    earlierReleases: [],
  },
  'armagetron-advanced': {
    installSteps: [
      'Open the official download page at armagetronad.org/downloads.php.',
      'Windows: download the installer and run it.',
      'macOS: open the .dmg and drag Armagetron Advanced to Applications.',
      'Linux: download the AppImage, make it executable and run it, or install from your distribution.',
      'Start the game and join an online server or play locally against bots.',
    ],
    currentChanges: 'A bug-fix release of the 0.2.9 series, the first stable series in many years.',
    earlierReleases: [],
  },
  freedoom: {
    installSteps: [
      'Open the official download page at freedoom.github.io/download.html.',
      'Download the Freedoom: Phase 1+2 archive (or FreeDM for deathmatch) and extract it.',
      'Install a Doom source port, such as GZDoom or Chocolate Doom, from its own official site or your package manager.',
      'Start the source port with freedoom1.wad, freedoom2.wad or freedm.wad as its IWAD.',
      'Linux: many distributions package Freedoom, which installs the WAD files for you.',
    ],
    currentChanges:
      'Much better vanilla Doom compatibility, new levels, the new minigunner, hatchling, matribite and octaminator monsters, colour-blind friendly keys, and French and Spanish manuals.',
    earlierReleases: [
      {
        version: '0.12.1',
        date: '2019-10-22',
        changes:
          'Documentation in the style of the website, a replaced Phase 2 demo that could desync, and simpler make install targets.',
      },
    ],
  },
  pioneer: {
    installSteps: [
      'Open the official releases page on GitHub (github.com/pioneerspacesim/pioneer/releases).',
      'Windows: download the installer and run it.',
      'Linux: download the Linux build from the release page, or install Pioneer from your distribution’s package manager.',
      'Start Pioneer and choose a starting location.',
    ],
    currentChanges: 'A new Pioneer release with new features, balance work and bug fixes.',
    earlierReleases: [],
  },
  angband: {
    installSteps: [
      'Open the official releases page on GitHub (github.com/angband/angband/releases).',
      'Windows: download the Windows .zip, extract it and start angband.exe.',
      'macOS: open the .dmg and drag Angband to Applications.',
      'Linux: install Angband from your distribution’s package manager, or build it from the source archive.',
      'Start Angband and create a character.',
    ],
    currentChanges:
      'Brings back the Borg automatic player, fixes problems with some necromancer spells, clarifies character sheet symbols, and adds automated builds for more platforms.',
    earlierReleases: [
      {
        version: '4.2.4',
        date: '2022-02-22',
        changes:
          'Mostly bug fixes and code improvements, with a better birth process, panic saves in their own folder and improvements to all front ends.',
      },
      {
        version: '4.2.3',
        date: '2021-08-01',
        changes:
          'Updates to necromancer and ranger spells, better quiver inscriptions, sturdier dungeon generation and a new official site.',
      },
    ],
  },
  'extreme-tux-racer': {
    installSteps: [
      'Open the official downloads on SourceForge (sourceforge.net/projects/extremetuxracer/files).',
      'Windows: download the installer and run it.',
      'Linux: install Extreme Tux Racer from your distribution’s package manager, or build it from the source archive.',
      'Start the game and pick an event or a practice course.',
    ],
    currentChanges: 'A bug-fix release of Extreme Tux Racer.',
    earlierReleases: [],
  },
  'unknown-horizons': {
    installSteps: [
      'Open the official releases page on GitHub (github.com/unknown-horizons/unknown-horizons/releases).',
      'Windows: download the installer and run it.',
      'macOS: download the macOS build and move Unknown Horizons to Applications.',
      'Linux: install Unknown Horizons from your distribution’s package manager.',
      'Start the game and begin with the tutorial.',
    ],
    currentChanges:
      'Unknown Horizons 2019.1: the first release after the move to Python 3, with bug fixes and updated translations.',
    earlierReleases: [],
  },
  megaglest: {
    installSteps: [
      'Open the official download page at megaglest.org/download.',
      'Windows: download the installer and run it.',
      'Linux: install MegaGlest from your distribution’s package manager, or use the Linux installer from the download page.',
      'macOS: download the macOS build and move MegaGlest to Applications.',
      'Start MegaGlest; to play online, first win the short scenario that the game asks new online players to complete.',
    ],
    currentChanges:
      'Shows build, morph and upgrade times, lets you command several buildings of one type at once, fixes a cross-platform out-of-sync problem, and asks new online players to win a short scenario first.',
    earlierReleases: [
      {
        version: '3.12.0',
        date: '2016-01-24',
        changes:
          'Moves to SDL2, adds glowing meshes and five new maps, and improves network performance and lobby stability.',
      },
      {
        version: '3.11.1',
        date: '2015-03-09',
        changes:
          'Fixes mis-clicks when commanding from the minimap, adds a stronger height randomiser to the map editor, and downloads missing tilesets and techs from the mod centre.',
      },
    ],
  },
  'shattered-pixel-dungeon': {
    installSteps: [
      'Open the official releases page on GitHub (github.com/00-Evan/shattered-pixel-dungeon/releases), or the game’s Steam or itch.io page.',
      'Download the desktop build for your system (Windows, macOS or Linux); it includes the Java runtime it needs.',
      'Extract the archive to a folder of your choice.',
      'Start the game from the extracted folder.',
    ],
    currentChanges:
      'Adds the Skeleton Key artifact and a trinket that hides extra, hard-to-spot items in the dungeon, options to randomise hero, talents, subclass and armour ability, and a tester area for the coming Imp quest.',
    earlierReleases: [
      {
        version: '3.2.0',
        date: '2025-08-03',
        changes:
          'Thrown weapons now come in sets of three that are upgraded together; new title background and text banners, and hit and miss icons.',
      },
      {
        version: '3.1.0',
        date: '2025-06-01',
        changes:
          'A mini rework of the Warrior’s broken seal, new rooms and decorative terrain, the Ferret Tuft trinket, new rare enemies and badges.',
      },
    ],
  },
  'stunt-rally': {
    installSteps: [
      'Open the official download page at stuntrally.tuxfamily.org/downloads.',
      'Windows: download the Windows build, extract or install it, and start the game from its folder.',
      'Linux: download the Linux build, extract it and start stuntrally3 from its folder.',
      'Start the game and set up your controls in Options before the first stage.',
    ],
    currentChanges: 'Stunt Rally 3.2: new content, graphics improvements and bug fixes.',
    earlierReleases: [],
  },
  'lincity-ng': {
    installSteps: [
      'Open the official releases page on GitHub (github.com/lincity-ng/lincity-ng/releases).',
      'Windows: download the Windows build, extract it and start LinCity-NG from its folder.',
      'Linux: install LinCity-NG from your distribution’s package manager, or build it from the source archive as the README explains.',
      'Start LinCity-NG and choose a scenario or a random village.',
    ],
    currentChanges:
      'Windows binaries return with the releases, in-game windows can be resized, commodities get clearer names, ports are rebalanced and coal tax is lowered.',
    earlierReleases: [
      {
        version: '2.10.2',
        date: '2024-04-19',
        changes:
          'Fixes an installation problem that stopped some interface components, especially dialogs, from being created.',
      },
      {
        version: '2.10.1',
        date: '2024-03-16',
        changes: 'Fixes an unsafe memory write that could crash the game.',
      },
    ],
  },
};

/** Steps numbered one a line, in the format of the default installation instructions. */
export function installationText(steps: readonly string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

/** The entries of a demo game, found by its slug; every demo game has one. */
export function demoEntryOf(game: Pick<DemoGame, 'slug'>): DemoInstallAndChangelog {
  const entry = demoInstallAndChangelog[game.slug];
  if (!entry) throw new Error(`No installation steps or changelog for the demo game ${game.slug}`);
  return entry;
}

/** Newest first: the current version on its release date, then the earlier releases. */
export function demoChangelog(
  game: Pick<DemoGame, 'slug' | 'version'>,
  releaseDate: string,
): DemoChangelogEntry[] {
  const entry = demoEntryOf(game);
  return [
    { version: game.version, date: releaseDate, changes: entry.currentChanges },
    ...entry.earlierReleases,
  ];
}
