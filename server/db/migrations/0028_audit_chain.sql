-- Tamper-evident audit trail: every audit_log row carries the SHA-256 of its own content and of
-- the previous row's hash in its chain (server/modules/identity/audit-hash.ts defines the
-- serialisation, once). Changing, removing or inserting a row behind the portal's back breaks
-- the chain, and `npm run audit:verify` or the audit settings page names the first such row.
--
-- A fixed small number of chains ('0'..'7', picked by the writer's connection) lets concurrent
-- writers on different connections append without waiting for each other; one chain's appends
-- are serialised by locking its row of audit_chain_heads (SELECT ... FOR UPDATE) inside the
-- writer's transaction. The head also holds the last sequence and hash, so a removed last row
-- is found too.
--
-- Rows written before this migration: the hash is computed by the server, not here (the
-- canonical form of a jsonb detail cannot be produced identically in SQL), so this file only
-- records which rows existed (audit_chain_legacy.max_id) and the server chains those rows, in
-- id order, on the 'legacy' chain at start-up before it serves (idempotently, under that
-- chain's lock). An unchained row with a greater id was not written by the portal.
ALTER TABLE audit_log
  ADD COLUMN chain text,
  ADD COLUMN seq   bigint,
  ADD COLUMN hash  text,
  ADD CONSTRAINT audit_log_chained_whole CHECK ((chain IS NULL) = (seq IS NULL) AND (chain IS NULL) = (hash IS NULL));
CREATE UNIQUE INDEX audit_log_chain_seq_idx ON audit_log (chain, seq);

-- The person's id is part of the hashed content: removing a person must not rewrite the rows
-- that record what they did, so the audit row keeps the id without a foreign key.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_person_id_fkey;

CREATE TABLE audit_chain_heads (
  chain text PRIMARY KEY,
  seq   bigint NOT NULL,
  hash  text NOT NULL
);
-- seq 0 and the genesis hash (64 zeros) before the first row of each chain.
INSERT INTO audit_chain_heads (chain, seq, hash)
SELECT c, 0, repeat('0', 64) FROM unnest(ARRAY['0', '1', '2', '3', '4', '5', '6', '7', 'legacy']) AS c;

CREATE TABLE audit_chain_legacy (
  max_id bigint NOT NULL
);
INSERT INTO audit_chain_legacy (max_id) SELECT coalesce(max(id), 0) FROM audit_log;
