import { defaultMeanRating, weightedRating } from '../catalog/weightedRating.ts';
import type { LabelBook, OptionItem } from './labels.ts';
import { labelled } from './labels.ts';
import { count, jsonListFrom, listFrom, text } from './lists.ts';

export interface NormalizedGame {
  id: string;
  slug: string;
  title: string;
  category: string;
  genres: OptionItem[];
  tags: OptionItem[];
  imageUrl: string;
  screenshots: string[];
  trailerUrl: string;
  gameplayUrl: string;
  downloadLink: string;
  supportLink: string;
  steamfixUrl: string;
  homepageUrl: string;
  description: string;
  installationInstructions: string;
  generalNotes: string;
  license: string;
  size: string;
  views: number;
  rating: number;
  totalRatings: number;
  downloads: number;
  /** Absent from a foreign upstream's games: 0. */
  stars: number;
  shares: number;
  /** Set when the catalogue is indexed (it needs the catalogue's mean); see `weightedRating.ts`. */
  weightedRating: number | null;
  releaseDate: string;
  developer: string;
  publisher: string;
  version: string;
  status: 'active' | 'inactive';
  systemRequirements: {
    minimum: { os: string; processor: string; memory: string; graphics: string; storage: string };
  };
  technicalDetails: {
    directX: string;
    networkRequirements: string;
    ageRating: string;
    platforms: OptionItem[];
    language: OptionItem[];
  };
  changelog: { version: string; date: string; changes: string }[];
  createdAt: string;
  updatedAt: string;
  lastUpdated: string;
}

type Raw = Record<string, unknown>;

const record = (input: unknown): Raw =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Raw) : {};

function changelogFrom(input: unknown): NormalizedGame['changelog'] {
  let entries: unknown = input;
  if (typeof input === 'string') {
    try {
      entries = JSON.parse(input);
    } catch {
      entries = [];
    }
  }
  if (!Array.isArray(entries)) return [];
  return entries.map(record).map((entry) => ({
    version: text(entry.version),
    date: text(entry.date),
    changes: Array.isArray(entry.changes) ? entry.changes.map(text).join('\n') : text(entry.changes),
  }));
}

/**
 * One game from the REST service in the API's shape, whatever form the host sent: genres, tags and
 * screenshots as lists or comma-separated text, platforms and language as lists or JSON text,
 * missing text as ''.
 */
export function normalizeGame(input: unknown, labels: LabelBook): NormalizedGame {
  const raw = record(input);
  const minimum = record(record(raw.systemRequirements).minimum);
  const technical = record(raw.technicalDetails);
  const updatedAt = text(raw.updatedAt);
  return {
    id: text(raw.id),
    slug: text(raw.slug),
    title: text(raw.title),
    category: text(raw.category),
    genres: labelled(listFrom(raw.genres), labels.genres),
    tags: labelled(listFrom(raw.tags), labels.tags),
    imageUrl: text(raw.imageUrl),
    screenshots: listFrom(raw.screenshots),
    trailerUrl: text(raw.trailerUrl),
    gameplayUrl: text(raw.gameplayUrl),
    downloadLink: text(raw.downloadLink),
    supportLink: text(raw.supportLink),
    steamfixUrl: text(raw.steamfixUrl),
    homepageUrl: text(raw.homepageUrl),
    description: text(raw.description),
    installationInstructions: text(raw.installationInstructions),
    generalNotes: text(raw.generalNotes),
    license: text(raw.license),
    size: text(raw.size),
    views: count(raw.views),
    rating: count(raw.rating),
    totalRatings: count(raw.totalRatings),
    downloads: count(raw.downloads),
    stars: count(raw.stars),
    shares: count(raw.shares),
    // Until indexed with its catalogue (a game looked up alone): toward the scale's middle.
    weightedRating: weightedRating(
      { rating: count(raw.rating), totalRatings: count(raw.totalRatings) },
      defaultMeanRating,
    ),
    releaseDate: text(raw.releaseDate),
    developer: text(raw.developer),
    publisher: text(raw.publisher),
    version: text(raw.version),
    status: raw.status === 'inactive' ? 'inactive' : 'active',
    systemRequirements: {
      minimum: {
        os: text(minimum.os),
        processor: text(minimum.processor),
        memory: text(minimum.memory),
        graphics: text(minimum.graphics),
        storage: text(minimum.storage),
      },
    },
    technicalDetails: {
      directX: text(technical.directX),
      networkRequirements: text(technical.networkRequirements),
      ageRating: text(technical.ageRating),
      platforms: labelled(jsonListFrom(technical.platforms), labels.platforms),
      language: labelled(jsonListFrom(technical.language), labels.languages),
    },
    changelog: changelogFrom(raw.changelog),
    createdAt: text(raw.createdAt),
    updatedAt,
    lastUpdated: text(raw.lastUpdated) || updatedAt,
  };
}
