-- Versioned writes and final deletion (issue 41, docs/behaviour.md#account-data).
-- Each row carries a version the server increments on every write (never a clock): a write names the version it was
-- based on and is refused when the row has moved on. Rows written before this migration start at version 1.
ALTER TABLE account_data ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The account's generation, bumped by every 'Verwijder mijn gegevens'; it outlives the deleted rows (a tombstone),
-- so a write based on data from before the deletion is refused. No row: generation 0.
CREATE TABLE account_generation (
  uid TEXT NOT NULL PRIMARY KEY,
  generation INTEGER NOT NULL
) WITHOUT ROWID;
