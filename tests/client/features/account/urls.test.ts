import { afterSignIn } from '../../../../client/src/features/account/urls.ts';

const from = (pathname: unknown, search?: unknown, hash?: unknown) => ({ from: { pathname, search, hash } });

describe('where a visitor goes after signing in', () => {
  it.each([
    [
      from('/game/supertuxkart', '?tab=requirements', '#system'),
      '/game/supertuxkart?tab=requirements#system',
    ],
    [from('/account/settings'), '/account/settings'],
    [from('/search', '?q=kart'), '/search?q=kart'],
    [from('/administrator-guide'), '/administrator-guide'],
  ])('returns to a page of the public site: %j', (state, target) => {
    expect(afterSignIn(state)).toBe(target);
  });

  it.each([
    ['no state', null],
    ['a state without an origin', { somewhere: '/game/x' }],
    ['the console', from('/admin/games')],
    ['the console home', from('/admin')],
    ['the console spelt in capitals', from('/ADMIN/games')],
    ['the login page with a trailing slash', from('/login/')],
    ['a path that resolves into the console', from('/game/../admin/users')],
    ['the login page', from('/login', '?next=1')],
    ['the registration page', from('/register')],
    ['the forgot-password page', from('/forgot-password')],
    ['the reset page', from('/reset-password', '?token=abc')],
    ['another host', from('//evil.example/')],
    ['another host behind a backslash', from('/\\evil.example/')],
    ['a relative path', from('game/supertuxkart')],
    ['an absolute URL', from('https://evil.example/')],
    ['a search that is no query', from('/game/x', '@evil.example')],
    ['a hash without its mark', from('/game/x', '', 'top')],
    ['a pathname that is no text', from(['/game/x'])],
  ])('goes home from %s', (_name, state) => {
    expect(afterSignIn(state)).toBe('/');
  });
});
