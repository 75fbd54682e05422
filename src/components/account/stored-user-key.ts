/** Spec §9's local-storage key for the signed-in user's profile. */
export const STORED_USER_KEY = "user";
