// Plain JavaScript so that `npm run backup` and `npm run restore` (scripts/) read the same rule as
// the media store: which names are uploaded objects.

/** An uploaded object's key: "<folder>/<uuid>.<ext>", made by the app, never by a client. */
export const MEDIA_KEY_PATTERN = /^(lessons|images)\/[0-9a-f-]{36}\.(mp4|webp|jpg|png)$/;

/** The folders the keys live in, at the top of DATA_DIR/media or of the bucket. */
export const MEDIA_FOLDERS = /** @type {const} */ (["lessons", "images"]);

/**
 * Whether `key` names an uploaded object (as opposed to a demo file shipped with the app).
 * @param {string} key
 */
export function isMediaKey(key) {
  return MEDIA_KEY_PATTERN.test(key);
}
