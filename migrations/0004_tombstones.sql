-- A deleted row stays as a tombstone (data NULL) with the next version, so a version is never given out twice
-- (docs/behaviour.md#account-data). Before, turning keeping the portfolio off deleted the row and its version went back
-- to 0: a device last synced at version 1 could then overwrite another device's new copy at version 1 without a merge.
-- SQLite cannot drop a NOT NULL constraint, so account_data is rebuilt (as in 0003) with data nullable.
CREATE TABLE account_data_new (
  uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('watchlist', 'settings', 'portfolio')),
  data TEXT,
  written_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (uid, kind)
) WITHOUT ROWID;

INSERT INTO account_data_new (uid, kind, data, written_at, version)
  SELECT uid, kind, data, written_at, version FROM account_data;

DROP TABLE account_data;

ALTER TABLE account_data_new RENAME TO account_data;
