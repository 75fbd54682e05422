import { z } from "zod/mini";

import { ZEmail, ZLogin, ZOneTimeCode } from "~/schemas/users";

/** Back-office sign-in, step 1: the password (then a code is e-mailed). */
export const ZStaffPasswordStep = ZLogin;

/** Step 2: the 6-digit code from the e-mail, for the address of step 1. */
export const ZStaffCodeStep = z.object({ email: ZEmail, otp: ZOneTimeCode });
