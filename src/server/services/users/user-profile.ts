import "server-only";

import type { SessionUser } from "~/server/auth/session";

/** What the client may keep about the user (local storage `user`): never the token. */
export function toUserProfile(user: SessionUser) {
  return {
    _id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    locale: user.locale,
  };
}
export type UserProfile = ReturnType<typeof toUserProfile>;
