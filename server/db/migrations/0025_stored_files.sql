-- Uploaded files (letters' attachments, manuals) of instances sharing this database: several
-- instances on several machines each see every file. One row per content, named by its SHA-256
-- (the same file uploaded twice is stored once), and its bytes in numbered chunks small enough
-- to write and read a few at a time. An instance on the embedded PGlite keeps its files on its
-- own disk instead (DATA_DIR/attachments, DATA_DIR/manuals).
CREATE TABLE stored_files (
  sha256      text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes  bigint NOT NULL CHECK (size_bytes >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE stored_file_chunks (
  sha256    text NOT NULL REFERENCES stored_files (sha256) ON DELETE CASCADE,
  -- 0, 1, 2... in the order of the bytes.
  chunk_no  integer NOT NULL CHECK (chunk_no >= 0),
  -- At most 256 KiB (server/files/postgres-file-store.ts writes chunks of that size).
  data      bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 262144),
  PRIMARY KEY (sha256, chunk_no)
);
-- PDFs, pictures, office files and videos are compressed already: trying again on every chunk
-- would cost time for nothing, so the chunks are kept out of line without compression.
ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
