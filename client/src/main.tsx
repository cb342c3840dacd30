/**
 * Starts the app in steps. Evaluated at once, the modules every page needs (React, MUI with the
 * theme, Apollo Client, the app's shell) held a phone's main thread for half a second, in which a
 * tap got no answer. Imported one after another, each step's chunk (client/build/startChunks.ts) is
 * evaluated in its own task, and the browser handles input between them; the theme, made from MUI's
 * modules once they are read, is a step of its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInSteps(container: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  const { appTheme } = await import('./theme/theme.ts');
  await nextTask();
  appTheme();
  await nextTask();
  await import('./apollo/browserClient.ts');
  await nextTask();
  const { startApp } = await import('./startApp.tsx');
  await startApp(container);
}

const container = document.getElementById('root');
if (container) void startInSteps(container);
