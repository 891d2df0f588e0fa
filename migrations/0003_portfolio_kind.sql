-- The reader's own portfolio as a kind of account data (issue 38: kept with the account only when the reader turns it
-- on). SQLite cannot change a CHECK constraint, so account_data is rebuilt with the new kind and its rows copied over.
CREATE TABLE account_data_new (
  uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('watchlist', 'settings', 'portfolio')),
  data TEXT NOT NULL,
  written_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (uid, kind)
) WITHOUT ROWID;

INSERT INTO account_data_new (uid, kind, data, written_at, version)
  SELECT uid, kind, data, written_at, version FROM account_data;

DROP TABLE account_data;

ALTER TABLE account_data_new RENAME TO account_data;
