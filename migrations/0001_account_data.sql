-- One row per account and kind: the account's watchlist or settings as JSON, and when it was written
-- (milliseconds since the epoch, the server's clock). uid is the Firebase account id from the verified token.
CREATE TABLE account_data (
  uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('watchlist', 'settings')),
  data TEXT NOT NULL,
  written_at INTEGER NOT NULL,
  PRIMARY KEY (uid, kind)
) WITHOUT ROWID;
