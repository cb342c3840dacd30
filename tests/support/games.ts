import sharp from 'sharp';

/** A valid admin game form payload (the `data` field), with overrides. */
export function gameData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'SuperTuxKart',
    slug: 'supertuxkart',
    category: 'Standard',
    genres: ['racing', 'casual'],
    tags: ['kart', 'open-source'],
    imageUrl: '',
    screenshots: [],
    trailerUrl: '',
    gameplayUrl: '',
    downloadLink: 'https://supertuxkart.net/Download',
    supportLink: '',
    steamfixUrl: '',
    description: 'A free kart racing game with tracks, characters and online play.',
    installationInstructions: '1. Download.\n2. Install.\n3. Play.',
    generalNotes: 'Free and open source.',
    size: '700 MB',
    releaseDate: '2024-06-01',
    developer: 'SuperTuxKart Team',
    publisher: 'SuperTuxKart Team',
    version: '1.4',
    status: 'active',
    systemRequirements: {
      minimum: {
        os: 'Windows 10 64-bit',
        processor: 'Dual core',
        memory: '1 GB',
        graphics: 'OpenGL 3.3',
        storage: '1 GB',
      },
    },
    technicalDetails: {
      platforms: ['windows', 'linux'],
      language: ['en', 'mul'],
      ageRating: '3',
      directX: '',
      networkRequirements: 'Internet connection required for multiplayer',
    },
    ...overrides,
  };
}

/** A small real image in the given format. */
export async function imageBytes(format: 'png' | 'jpeg' | 'webp' = 'png', size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export interface FormFile {
  field: string;
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** The multipart form the admin console sends to create or update a game. */
export function gameForm(
  data: Record<string, unknown>,
  files: FormFile[] = [],
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'image.png',
    );
  }
  return form;
}
