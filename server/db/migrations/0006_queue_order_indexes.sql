-- Queue pages are ordered by (created_at DESC, id DESC) (todo-list.ts). The indexes of 0004 end
-- in `id` ascending, so no index scan could deliver that order and every page sorted all of the
-- viewer's rows in the queue (and, for a search, checked every one of their letters before
-- sorting). With `id DESC` each (person or department, state) branch is read in page order and
-- a page stops after its rows: page 1 of a search touches a few dozen letters, not thousands.
DROP INDEX IF EXISTS transactions_to_person_idx;
DROP INDEX IF EXISTS transactions_to_department_idx;
DROP INDEX IF EXISTS transactions_from_person_idx;
CREATE INDEX transactions_to_person_idx ON transactions (to_person_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id, to_department_id);
CREATE INDEX transactions_to_department_idx ON transactions (to_department_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id) WHERE to_person_id IS NULL;
CREATE INDEX transactions_from_person_idx ON transactions (from_person_id, state, created_at DESC, id DESC) INCLUDE (kind, document_id, to_department_id);
