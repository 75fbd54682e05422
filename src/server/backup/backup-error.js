/** A backup or a restore that cannot go on, said so that the person running it knows what to do. */
export class BackupError extends Error {
  name = "BackupError";
}
