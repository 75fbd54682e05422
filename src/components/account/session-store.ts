import { useSyncExternalStore } from "react";

import { STORED_USER_KEY as STORAGE_KEY } from "./stored-user-key";

/**
 * What the browser keeps about the signed-in user: only the profile the UI shows. The session
 * itself is the httpOnly cookie; a token never lands here (unknown keys are dropped on write).
 */
export type StoredUser = {
  id: string;
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: "parent" | "staff" | "admin";
};

// A hand-written check rather than zod: this module runs on every page, and zod would add ~30 KB.
function toStoredUser(value: unknown): StoredUser | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => typeof v[key] === "string";
  if (!text("id") || !v.id || !text("_id") || !v._id || !text("firstName") || !text("lastName") || !text("email")) return null;
  if (!(v.phoneNumber === null || typeof v.phoneNumber === "string")) return null;
  if (v.role !== "parent" && v.role !== "staff" && v.role !== "admin") return null;
  return {
    id: v.id as string,
    _id: v._id as string,
    firstName: v.firstName as string,
    lastName: v.lastName as string,
    email: v.email as string,
    phoneNumber: v.phoneNumber as string | null,
    role: v.role,
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;
/** Bumped on every write from this tab, so a late server answer can tell it is out of date. */
let version = 0;

// Storage can throw (blocked cookies, some private modes): the site then works without the copy.
function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    return toStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** The stored profile, or null; the same object until the stored text changes. */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

/** Changes whenever this tab stores or removes the user. */
export function storedUserVersion(): number {
  return version;
}

/** Whether anything is stored under the key, even an entry from an older version of the site. */
export function hasStoredEntry(): boolean {
  return readRaw() !== null;
}

/** Stores the profile (keeping only its known fields), or removes it with null. */
export function setStoredUser(user: StoredUser | null): void {
  try {
    if (user) {
      const known = toStoredUser(user);
      if (!known) return;
      const text = JSON.stringify(known);
      if (text === readRaw()) return;
      window.localStorage.setItem(STORAGE_KEY, text);
    } else {
      if (readRaw() === null) return;
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    return;
  }
  notify();
}

/** Spec §4: the current-user answer is merged into the stored user. */
export function mergeStoredUser(profile: StoredUser): void {
  setStoredUser({ ...getStoredUser(), ...profile });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored profile for rendering; null on the server and before hydration. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null);
}
