// Refuses to go on unless this is the Node.js 24 that the project pins.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node.js ${process.versions.node} is running this script; the project needs the Node.js 24 ` +
      'installed in node_modules/.bin. Run it through npm (npm start, npm test).',
  );
  process.exit(1);
}
