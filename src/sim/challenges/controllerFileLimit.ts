/**
 * Largest file of a player's controller that is opened, bytes (100,000): a controller is a few
 * hundred. The game's Open file and `npm run challenge` check it before reading the file.
 */
export const MAX_CONTROLLER_FILE_BYTES = 100_000;
