-- Which departments read which normal (ปกติ) letters, written once: the owner department of each
-- normal letter, and every department a step of the letter was addressed to. department_letters
-- is this view kept as rows; its triggers (0042) work a letter's rows out again from it, and the
-- test suite's consistency check compares the table with it. Before this view the same query
-- stood in three places of 0042 and a fourth in the check, and a change of the rule in one of
-- them alone would have let the table drift from what the triggers rebuild.
CREATE VIEW department_letters_rule AS
SELECT k.department_id, d.id AS document_id, d.search_text
  FROM documents d
  CROSS JOIN LATERAL (SELECT d.owner_department_id AS department_id
                      UNION SELECT t.to_department_id FROM transactions t WHERE t.document_id = d.id) k
 WHERE d.secret_id = 1;

-- One letter's rows, worked out again from the rule (the filter on the letter reaches the
-- documents scan, so this reads one letter and its steps).
CREATE OR REPLACE FUNCTION department_letters_refresh(letter bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM department_letters WHERE document_id = letter;
  INSERT INTO department_letters (department_id, document_id, search_text)
  SELECT r.department_id, r.document_id, r.search_text FROM department_letters_rule r WHERE r.document_id = letter;
END $$;

-- Emptying the steps: every row again from the rule, which now finds only the owners.
CREATE OR REPLACE FUNCTION transactions_department_letters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM department_letters;
  INSERT INTO department_letters (department_id, document_id, search_text)
  SELECT r.department_id, r.document_id, r.search_text FROM department_letters_rule r;
  RETURN NULL;
END $$;
