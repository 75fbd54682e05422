export const JAAS_DOMAIN = "8x8.vc";
