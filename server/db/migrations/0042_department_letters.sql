-- The normal (ปกติ) letters of each department, as rows of their own: a letter is a department's
-- when the department owns it or a routing step was addressed to it. Everyone in the department
-- may read these letters, so the visibility rule reads this clause as one range of one table,
-- where it used to gather the department's steps and look up each one's letter for its class.
-- A busy division receives thousands of steps a year; its search for a common word paid for
-- every one of them. Each row carries its letter's search text, indexed by department and
-- trigrams together, so a search finds a department's matching letters without reading the
-- others (docs/benchmarks.md has the measurements).
--
-- Triggers keep the table exact, because a row too many would show a letter to a department it
-- was not sent to:
--   * a new normal letter gives its owner department a row; a new step gives its department one;
--   * a letter whose class or owner changes, and a letter whose steps change department or are
--     removed, has its rows worked out again from the letter and its steps;
--   * a letter whose text changes passes the new text to its rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE department_letters (
  department_id bigint NOT NULL,
  document_id   bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  search_text   text NOT NULL,
  PRIMARY KEY (department_id, document_id)
);
CREATE INDEX department_letters_document_idx ON department_letters (document_id);
CREATE INDEX department_letters_words_idx ON department_letters USING gin (department_id, search_text gin_trgm_ops);

INSERT INTO department_letters (department_id, document_id, search_text)
SELECT k.department_id, d.id, d.search_text
  FROM documents d
  CROSS JOIN LATERAL (SELECT d.owner_department_id AS department_id
                      UNION SELECT t.to_department_id FROM transactions t WHERE t.document_id = d.id) k
 WHERE d.secret_id = 1;

-- One letter's rows, worked out again from the letter and its steps.
CREATE FUNCTION department_letters_refresh(letter bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM department_letters WHERE document_id = letter;
  INSERT INTO department_letters (department_id, document_id, search_text)
  SELECT k.department_id, d.id, d.search_text
    FROM documents d
    CROSS JOIN LATERAL (SELECT d.owner_department_id AS department_id
                        UNION SELECT t.to_department_id FROM transactions t WHERE t.document_id = d.id) k
   WHERE d.id = letter AND d.secret_id = 1;
END $$;

CREATE FUNCTION documents_department_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.secret_id = 1 THEN
      INSERT INTO department_letters (department_id, document_id, search_text)
      VALUES (NEW.owner_department_id, NEW.id, NEW.search_text) ON CONFLICT DO NOTHING;
    END IF;
  ELSIF OLD.secret_id IS DISTINCT FROM NEW.secret_id OR OLD.owner_department_id IS DISTINCT FROM NEW.owner_department_id THEN
    PERFORM department_letters_refresh(NEW.id);
  ELSIF OLD.search_text IS DISTINCT FROM NEW.search_text THEN
    UPDATE department_letters SET search_text = NEW.search_text WHERE document_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_department_letters AFTER INSERT OR UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_department_letters();

-- New steps: their departments gain the letter when it is normal. FOR SHARE waits for a
-- concurrent change of the letters' class to commit; the INSERT's own snapshot then reads the
-- class as committed (the letter's trigger cannot see these uncommitted steps, so they must not
-- rely on it).
CREATE FUNCTION transactions_department_letters_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM documents d WHERE d.id IN (SELECT s.document_id FROM new_steps s) FOR SHARE;
  INSERT INTO department_letters (department_id, document_id, search_text)
  SELECT DISTINCT s.to_department_id, d.id, d.search_text
    FROM new_steps s JOIN documents d ON d.id = s.document_id
   WHERE d.secret_id = 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_department_letters_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_department_letters_insert();

-- Steps moved to another department or letter, or removed: their letters' rows again.
CREATE FUNCTION transactions_department_letters_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM department_letters_refresh(x.document_id)
       FROM (SELECT DISTINCT unnest(ARRAY[o.document_id, n.document_id]) AS document_id
               FROM old_steps o JOIN new_steps n ON n.id = o.id
              WHERE n.to_department_id IS DISTINCT FROM o.to_department_id OR n.document_id IS DISTINCT FROM o.document_id) x;
  ELSE
    PERFORM department_letters_refresh(x.document_id) FROM (SELECT DISTINCT o.document_id FROM old_steps o) x;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_department_letters_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_department_letters_change();
CREATE TRIGGER transactions_department_letters_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_department_letters_change();

-- Emptying the steps leaves each normal letter to its owner department.
CREATE FUNCTION transactions_department_letters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM department_letters;
  INSERT INTO department_letters (department_id, document_id, search_text)
  SELECT d.owner_department_id, d.id, d.search_text FROM documents d WHERE d.secret_id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_department_letters_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_department_letters_truncate();
