import "server-only";

import NextAuth from "next-auth";

import { buildAuthConfig } from "./config";

// Lazy config: the database opens on the first auth request, never at build time.
export const { auth, handlers, signIn, signOut } = NextAuth(() => buildAuthConfig());
