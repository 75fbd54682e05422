// `npm run privacy:new-key`: prints a new key for DATA_ENCRYPTION_KEYS (decision 052), named by today.
import { newDataKey } from "../src/server/db/field-encryption.js";

console.log(newDataKey());
