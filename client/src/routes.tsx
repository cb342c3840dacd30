import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

import { PageLoading } from './components/layout/PageLoading.tsx';
import { Layout } from './shell/Layout.tsx';

type PageModule = { default: ComponentType };

// Every page module, each its own chunk, loaded when its route is first visited.
const pages = import.meta.glob<PageModule>([
  './features/*/views/*Page.tsx',
  './features/admin/*/views/*Page.tsx',
  // A page with its own hooks and helpers is a folder of its name.
  './features/admin/*/views/*/*Page.tsx',
]);

/**
 * A lazy page route. `handle.module` names the page's source so that the server can link the
 * chunk's styles and scripts into the page it renders.
 */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pages[`./features/${name}.tsx`];
  if (!load) throw new Error(`No page module features/${name}.tsx`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { module: `src/features/${name}.tsx` },
  };
}

/** The console: rendered in the browser only, in chunks a visitor of the public site never loads. */
const adminRoutes: RouteObject[] = [
  { path: '/admin/login', ...page('admin/login/views/AdminLoginPage') },
  { path: '/admin/unauthorized', ...page('admin/errors/views/UnauthorizedPage') },
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('./features/admin/layout/AdminLayout.tsx')).default }),
    HydrateFallback: () => <PageLoading label="Loading..." />,
    children: [
      { index: true, ...page('admin/dashboard/views/DashboardPage') },
      { path: 'games', ...page('admin/games/views/GamesPage/GamesPage') },
      { path: 'addgame', ...page('admin/games/views/AddGamePage') },
      { path: 'dmca', ...page('admin/dmca/views/DmcaNoticesPage') },
      { path: 'requests', ...page('admin/requests/views/GameRequestsPage') },
      { path: 'reports', ...page('admin/reports/views/ReportsPage') },
      { path: 'settings', ...page('admin/settings/views/SettingsPage') },
      { path: 'users', ...page('admin/users/views/UsersPage') },
      { path: 'audit', ...page('admin/audit/views/AuditLogPage') },
      { path: '*', ...page('info/views/NotFoundPage') },
    ],
  },
];

/** Sign-in pages: standalone (SPEC 2.1), rendered in the browser only, like the console. */
const signInRoutes: RouteObject[] = [
  { path: '/login', ...page('account/views/LoginPage') },
  { path: '/register', ...page('account/views/RegisterPage') },
  { path: '/forgot-password', ...page('account/views/ForgotPasswordPage') },
  { path: '/reset-password', ...page('account/views/ResetPasswordPage') },
  { path: '/undo-email-change', ...page('account/views/UndoEmailChangePage') },
  { path: '/verify-email', ...page('account/views/VerifyEmailPage') },
];

/**
 * The route table of SPEC 2.1. No module-level browser access here: the server renders the same
 * objects.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: () => <PageLoading label="Loading..." />,
    children: [
      { index: true, ...page('catalog/views/HomePage') },
      { path: 'genre', ...page('catalog/views/GenrePage') },
      { path: 'genre/:genreId', ...page('catalog/views/GenrePage') },
      { path: 'latest', ...page('catalog/views/LatestPage') },
      { path: 'categories', ...page('catalog/views/CategoriesPage') },
      { path: 'top-downloads', ...page('catalog/views/TopDownloadsPage') },
      { path: 'category/:category', ...page('catalog/views/CategoryPage') },
      { path: 'search', ...page('search/views/SearchResultsPage') },
      { path: 'game/:slug', ...page('game/views/GameDetailPage') },
      { path: 'request', ...page('requests/views/RequestGamePage') },
      { path: 'report', ...page('requests/views/ReportIssuePage') },
      { path: 'contact', ...page('requests/views/ContactPage') },
      { path: 'faq', ...page('info/views/FaqPage') },
      { path: 'privacy', ...page('info/views/PrivacyPage') },
      { path: 'terms', ...page('info/views/TermsPage') },
      { path: 'disclaimer', ...page('info/views/DisclaimerPage') },
      // Rendered in the browser only (server/web/pages/clientRenderedRoutes.ts): they need a session.
      { path: 'account/profile', ...page('account/views/ProfilePage') },
      { path: 'account/settings', ...page('account/views/SettingsPage') },
      { path: '*', ...page('info/views/NotFoundPage') },
    ],
  },
  ...signInRoutes,
  ...adminRoutes,
];
