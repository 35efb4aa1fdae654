-- The letter's secrecy class on each of its routing steps, so the visibility rule's branch "a
-- normal letter routed to my department" is one range of an index instead of a lookup of the
-- letter for every step routed there. A busy division receives thousands of steps a year; the
-- lookups were most of the time its document-store search took (docs/benchmarks.md).
--
-- transactions.document_secret_id is always documents.secret_id of the step's letter. Triggers
-- keep it: a step takes its letter's class when it is written, and a change of a letter's class
-- is copied to every step of the letter in the same transaction.
ALTER TABLE transactions ADD COLUMN document_secret_id integer;

UPDATE transactions t SET document_secret_id = d.secret_id FROM documents d WHERE d.id = t.document_id;

CREATE FUNCTION transactions_document_secrecy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE waits for a concurrent change of the letter's class to commit and then reads the
  -- new class: the letter's trigger below cannot see this uncommitted step, so the step must not
  -- keep the old one.
  SELECT d.secret_id INTO NEW.document_secret_id FROM documents d WHERE d.id = NEW.document_id FOR SHARE;
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_document_secrecy BEFORE INSERT OR UPDATE OF document_id, document_secret_id ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_document_secrecy();

CREATE FUNCTION documents_secrecy_to_steps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET document_secret_id = NEW.secret_id WHERE document_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_secrecy_to_steps AFTER UPDATE ON documents
  FOR EACH ROW WHEN (OLD.secret_id IS DISTINCT FROM NEW.secret_id) EXECUTE FUNCTION documents_secrecy_to_steps();

-- The steps of normal letters by their department: the branch reads its letter ids from here.
CREATE INDEX transactions_department_normal_idx ON transactions (to_department_id, document_id) WHERE document_secret_id = 1;
