import "server-only";

import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import { isMediaKey, type ByteRange, type MediaStorage } from "./media-storage";

/** Media as files under `root` (DATA_DIR/media): one machine, or a shared disk. */
export function localMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    // The pattern leaves no "..", no absolute path and no separator but the folder's.
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(/*turbopackIgnore: true*/ root, key);
  };
  return {
    kind: "local",
    async putFile(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // A temporary name first: a reader never sees half a file.
      const partial = `${target}.partial`;
      await copyFile(file, partial);
      await rename(partial, target);
    },
    async head(key) {
      try {
        const { size, mtime } = await stat(fileOf(key));
        return { size, lastModified: mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async read(key, range?: ByteRange) {
      return Readable.toWeb(createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>;
    },
    async presignedReadUrl() {
      return null;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
