/** Fixed choices of the admin game form (specification section 5). */
export const gameChoices = {
  categories: ['Standard', 'Repacks', 'Online'],
  ageRatings: ['3', '7', '12', '16', '18', 'E', 'E10+', 'T', 'M', 'A'],
  directX: ['9', '10', '11', '12'],
  networkRequirements: [
    'Internet connection not required',
    'Internet connection required for activation',
    'Internet connection required to play',
    'Internet connection required for multiplayer',
  ],
  defaultOs: 'Windows 10 64-bit',
  defaultVersion: '1.0',
  maxScreenshots: 4,
  defaultInstallationInstructions: [
    '1. Open the official download page and choose the build for your operating system.',
    '2. Check the file against the checksum or signature the project publishes, if any.',
    '3. Run the installer, or extract the archive to a folder of your choice.',
    '4. Start the game from the shortcut or the extracted folder.',
  ].join('\n'),
} as const;
