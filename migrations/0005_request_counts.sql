-- The account API's rate limit (src/server/rateLimit.ts, limits in src/lib/sync/limits.ts): requests counted per key
-- (an account or an address) and minute. Pages projects cannot use the Workers rate-limit binding, so the Functions
-- count in D1 themselves. Rows of past minutes are removed as new minutes begin; the minute first in the key, so that
-- removal reads only the old rows.
CREATE TABLE request_count (
  minute INTEGER NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (minute, key)
) WITHOUT ROWID;
