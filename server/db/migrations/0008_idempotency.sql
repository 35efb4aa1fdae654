-- Replies of write calls sent with an Idempotency-Key (server/http/idempotency.ts): a retry
-- with the same key, by the same person, on the same call gets the stored reply instead of
-- running the call again. A row with status NULL is a call still running (or one whose
-- outcome was lost in a crash); the primary key lets only one request claim a key.
CREATE TABLE idempotency_keys (
  person_id     bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  route         text NOT NULL,
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 128),
  -- SHA-256 (hex) of the request's fields, or of its query string and bytes for a file upload;
  -- '' while an upload is still being read.
  request_hash  text NOT NULL,
  status        smallint CHECK (status BETWEEN 100 AND 499),
  reply_body    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz,
  PRIMARY KEY (person_id, route, key),
  CHECK ((status IS NULL) = (reply_body IS NULL))
);
-- Expired keys are purged by age.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
