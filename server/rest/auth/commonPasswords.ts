import { dictionary } from '@zxcvbn-ts/language-common';

/** Where a password is set: words an attacker tries first on this account of this site. */
export interface PasswordContext {
  siteName?: string;
  email?: string;
}

const seasons = ['spring', 'summer', 'autumn', 'fall', 'winter'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** The product's own name, tried on its accounts whatever a site calls itself. */
const productName = 'gamevault';

let common: Set<string> | undefined;

/** The public list of the most used passwords, with the seasons, the months and the product's name. */
const commonWords = () =>
  (common ??= new Set([
    ...dictionary['passwords-common'],
    ...seasons,
    ...months,
    ...months.map((month) => month.slice(0, 3)),
    'sept',
    productName,
  ]));

/** Letters written as digits or symbols (`p@ssw0rd`). */
const leet: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

const words = /[^a-z0-9]+/;
const separators = /[\s._@+-]/g;
const affixShape = /^[^a-z0-9]{0,3}(\d*)[^a-z0-9]{0,3}$/;

/** Whole words of 3 letters or more, and their letters alone (`player1` also as `player`). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(words)
    .flatMap((word) => [word, word.replace(/\d+/g, '')])
    .filter((word) => word.length >= 3);
}

/** The site's name (whole and in words), the mailbox's name (whole and in words) and the domain's labels. */
function contextWords({ siteName = '', email = '' }: PasswordContext): Set<string> {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at + 1);
  const whole = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return new Set(
    [whole(siteName), ...wordsOf(siteName), whole(local), ...wordsOf(local), ...wordsOf(domain)].filter(
      (word) => word.length >= 3,
    ),
  );
}

/** 2024, 123, 07, 12345, 11111, 98765, or a year with a digit or two around it (1987 1, 20240). */
function isCommonNumber(digits: string, thisYear: number): boolean {
  if (digits.length <= 4) return true;
  if ([...digits].every((digit) => digit === digits[0])) return true;
  if ('01234567890'.includes(digits) || '09876543210'.includes(digits)) return true;
  const isYear = (text: string) => Number(text) >= 1950 && Number(text) <= thisYear + 1;
  return digits.length <= 6 && (isYear(digits.slice(0, 4)) || isYear(digits.slice(-4)));
}

/** What comes before or after the letters: a few symbols around a common number, or nothing. */
function isCommonAffix(text: string, thisYear: number): boolean {
  const digits = affixShape.exec(text)?.[1];
  return digits !== undefined && isCommonNumber(digits, thisYear);
}

/**
 * The letters part as an attacker's list would spell it: without separators, and with leet undone
 * (a `1` read as `i` or as `l`). Other digits stay, so a password that only looks like a word
 * (`Dr9ag8on`) is not taken for one.
 */
function spellings(core: string): string[] {
  const unleet = [...core].map((char) => leet[char] ?? char).join('');
  return [core, unleet.replace(/1/g, 'i'), unleet.replace(/1/g, 'l')].map((word) =>
    word.replace(separators, ''),
  );
}

/**
 * True for a password an attacker tries early: one on a public list of the most used passwords,
 * or a word of that list, a season, a month, the product's or site's name or a part of the
 * account's email, written with separators or leet, with at most a common number and a few
 * symbols around it (`Summer2024!`, `Admin12345`, `P@ssw0rd`, `Gamevault1`, `Alice1987`).
 */
export function isCommonPassword(password: string, context: PasswordContext = {}, now = new Date()): boolean {
  const lower = password.toLowerCase();
  const listed = commonWords();
  if (listed.has(lower)) return true;
  const first = lower.search(/[a-z]/);
  if (first === -1) return false;
  let last = lower.length - 1;
  while (!/[a-z]/.test(lower.charAt(last))) last -= 1;
  const thisYear = now.getUTCFullYear();
  if (!isCommonAffix(lower.slice(0, first), thisYear) || !isCommonAffix(lower.slice(last + 1), thisYear)) {
    return false;
  }
  const known = contextWords(context);
  return spellings(lower.slice(first, last + 1)).some((word) => listed.has(word) || known.has(word));
}
