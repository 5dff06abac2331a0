import { lowerHashCostForTests } from '../../server/services/users/password'

/**
 * Accounts created by integration and browser tests are hashed at a low scrypt cost: each
 * production-cost hash takes ~100 ms of a libuv thread (seconds under load), and the suites sign in
 * hundreds of times. The production cost itself is asserted by server/services/users.test.ts.
 */
lowerHashCostForTests()
