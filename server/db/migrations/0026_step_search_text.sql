-- The letter's search text on the routing steps a queue can list, so a queue search reads it
-- from the queue indexes (an index-only scan with a filter) instead of looking up each step's
-- letter: a common word in a 3,800-step queue went from 3,800 lookups of documents (10-12 ms)
-- to one pass over the queue's index entries (2-3 ms). docs/benchmarks.md has the EXPLAINs.
--
-- transactions.search_text is documents.search_text of the step's letter when
--   * the step is in a state some queue lists (every state but forwarded, done, returned:
--     engine/queues/registry.ts; a test walks every state against the registry), and
--   * the text fits in an index entry (at most 2,000 bytes; a btree entry holds about 2,700).
-- Otherwise it is NULL; a queue search then checks the letter itself (queues.ts), so a NULL
-- never hides a match. Triggers keep it: a step takes its letter's text when it is written,
-- and a change of a letter's text is copied to its steps in the same transaction.
ALTER TABLE transactions ADD COLUMN search_text text;

UPDATE transactions t SET search_text = d.search_text
  FROM documents d
 WHERE d.id = t.document_id
   AND t.state IN ('draft', 'unreceived', 'in_hand', 'presented', 'assigned', 'commanded', 'in_review', 'to_sign', 'to_number', 'closed', 'following')
   AND octet_length(d.search_text) <= 2000;

CREATE FUNCTION transactions_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state IN ('draft', 'unreceived', 'in_hand', 'presented', 'assigned', 'commanded', 'in_review', 'to_sign', 'to_number', 'closed', 'following') THEN
    -- FOR SHARE waits for a concurrent change of the letter's text to commit and then reads
    -- the new text (the foreign key's KEY SHARE lock would not wait): the letter's trigger
    -- below cannot see this uncommitted step, so the step must not copy the old text.
    SELECT CASE WHEN octet_length(d.search_text) <= 2000 THEN d.search_text END INTO NEW.search_text
      FROM documents d WHERE d.id = NEW.document_id FOR SHARE;
  ELSE
    NEW.search_text := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_search_text BEFORE INSERT OR UPDATE OF state, document_id, search_text ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_search_text();

-- A letter whose subject, number, dear or to changes passes its new text to its steps (the
-- steps' trigger above recomputes the value, long texts included).
CREATE FUNCTION documents_search_text_to_steps() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transactions SET search_text = NEW.search_text
   WHERE document_id = NEW.id
     AND state IN ('draft', 'unreceived', 'in_hand', 'presented', 'assigned', 'commanded', 'in_review', 'to_sign', 'to_number', 'closed', 'following');
  RETURN NULL;
END $$;
CREATE TRIGGER documents_search_text_to_steps AFTER UPDATE ON documents
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION documents_search_text_to_steps();

-- The queue indexes of 0006 carry the text too (INCLUDE: not a key, read by the filter).
DROP INDEX IF EXISTS transactions_to_person_idx;
DROP INDEX IF EXISTS transactions_to_department_idx;
DROP INDEX IF EXISTS transactions_from_person_idx;
CREATE INDEX transactions_to_person_idx ON transactions (to_person_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id, to_department_id, search_text);
CREATE INDEX transactions_to_department_idx ON transactions (to_department_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id, search_text) WHERE to_person_id IS NULL;
CREATE INDEX transactions_from_person_idx ON transactions (from_person_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id, to_department_id, search_text);
