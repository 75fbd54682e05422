// Unit tests never touch a database or the network; they only need a valid environment.
process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";
process.env.LOG_LEVEL ??= "silent";
delete process.env.DATABASE_URL;
process.env.DATA_ENCRYPTION_KEYS ??= "unit1:dW5pdC10ZXN0LWRhdGEtZW5jcnlwdGlvbi1rZXktMzI=";
