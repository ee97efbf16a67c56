import { lowerPasswordHashCostForTests } from '../src/lib/crypto.ts';

// Server tests hash passwords at N=2^10 instead of 2^15 (about 1 ms instead of 50 ms a hash):
// what they check is who may log in, not how slow a guess is. The browser tests run the real
// server process, which hashes at full cost.
lowerPasswordHashCostForTests(2 ** 10);
