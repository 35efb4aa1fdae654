-- Indexes for the visibility rule read as a set. A list of letters (the document store, book
-- cards, reports) joins documents to the ids the viewer may read, gathered by one index scan per
-- branch of the rule; without these, the branches "created by me", "a step created by me", "a
-- normal letter routed to my department" and "published to everyone" each read the whole table.
CREATE INDEX documents_created_by_idx ON documents (created_by) WHERE created_by IS NOT NULL;
CREATE INDEX documents_published_idx ON documents (id)
  WHERE secret_id = 1 AND book_group IS NOT NULL AND is_use_doc_no_owner_dept = 1 AND doc_no IS NOT NULL AND publish_all = 1;
CREATE INDEX transactions_created_by_idx ON transactions (created_by) WHERE created_by IS NOT NULL;
-- Every step by its department, a person's as well as a registry's (transactions_to_department_idx
-- holds only the steps addressed to a department as a whole).
CREATE INDEX transactions_department_idx ON transactions (to_department_id, document_id);
-- A letter's secrecy by its id without reading the letter: the branch "a normal letter routed to
-- my department" asks it once for each step routed there (thousands for a busy department).
CREATE INDEX documents_secrecy_idx ON documents (id) INCLUDE (secret_id);
