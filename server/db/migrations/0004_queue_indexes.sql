-- Queue indexes for the branch-wise queue queries (server/modules/correspondence/queues.ts).
-- Each queue branch (person inbox, department inbox, sent by me) is counted and paged with an
-- index-only, index-ordered scan: the keys are the branch predicate and the sort, INCLUDE
-- carries what the filters read (kind, the letter for the search, the receiving department).
-- Replaces the plain indexes of 0003, which made every count visit the table.
DROP INDEX IF EXISTS transactions_to_person_idx;
DROP INDEX IF EXISTS transactions_to_department_idx;
DROP INDEX IF EXISTS transactions_from_person_idx;
CREATE INDEX transactions_to_person_idx ON transactions (to_person_id, state, created_at DESC, id) INCLUDE (kind, document_id, to_department_id);
CREATE INDEX transactions_to_department_idx ON transactions (to_department_id, state, created_at DESC, id) INCLUDE (kind, document_id) WHERE to_person_id IS NULL;
CREATE INDEX transactions_from_person_idx ON transactions (from_person_id, state, created_at DESC, id) INCLUDE (kind, document_id, to_department_id);
