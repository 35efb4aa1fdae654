-- Queue counters: how many routing steps each holder has per (state, kind), so the dashboard's
-- tiles add up a few counter rows instead of scanning the holder's steps (server/modules/
-- correspondence/queue-counts.ts). A step counts for
--   ('to_person', to_person_id)          when to_person_id is set,
--   ('to_department', to_department_id)  when to_person_id is null (the registry's inbox),
--   ('from_person', from_person_id)      when from_person_id is set (the sender's queues).
--
-- Actions never update a shared counter row: triggers on transactions only append changes
-- (+n/-n per key and statement) to queue_count_changes, so concurrent actions neither wait
-- for each other on a busy registry's counter nor deadlock when they move steps in opposite
-- directions, and a rolled-back action's changes vanish with it. The count of a key is its
-- row in queue_counts plus its changes; foldQueueCounts moves changes into queue_counts in
-- one statement (after each action, one folder at a time), so readers, whose one statement
-- sees one snapshot, never count a change twice or miss it.
CREATE TABLE queue_counts (
  holder_kind  text NOT NULL CHECK (holder_kind IN ('to_person', 'to_department', 'from_person')),
  holder_id    bigint NOT NULL,
  state        text NOT NULL,
  kind         text NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (holder_kind, holder_id, state, kind)
);

CREATE TABLE queue_count_changes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  holder_kind  text NOT NULL,
  holder_id    bigint NOT NULL,
  state        text NOT NULL,
  kind         text NOT NULL,
  n            integer NOT NULL
);
CREATE INDEX queue_count_changes_holder_idx ON queue_count_changes (holder_kind, holder_id);

-- One function for the three events: each statement's new rows count +1 and its old rows -1
-- for their keys; an update that moves no step between keys (a read mark, a note) adds nothing.
CREATE FUNCTION transactions_queue_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO queue_count_changes (holder_kind, holder_id, state, kind, n)
    SELECT k.holder_kind, k.holder_id, k.state, k.kind, sum(k.n)
      FROM (SELECT 'to_person' AS holder_kind, s.to_person_id AS holder_id, s.state, s.kind, 1 AS n FROM new_steps s WHERE s.to_person_id IS NOT NULL
            UNION ALL SELECT 'to_department', s.to_department_id, s.state, s.kind, 1 FROM new_steps s WHERE s.to_person_id IS NULL
            UNION ALL SELECT 'from_person', s.from_person_id, s.state, s.kind, 1 FROM new_steps s WHERE s.from_person_id IS NOT NULL) k
     GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO queue_count_changes (holder_kind, holder_id, state, kind, n)
    SELECT k.holder_kind, k.holder_id, k.state, k.kind, sum(k.n)
      FROM (SELECT 'to_person' AS holder_kind, s.to_person_id AS holder_id, s.state, s.kind, -1 AS n FROM old_steps s WHERE s.to_person_id IS NOT NULL
            UNION ALL SELECT 'to_department', s.to_department_id, s.state, s.kind, -1 FROM old_steps s WHERE s.to_person_id IS NULL
            UNION ALL SELECT 'from_person', s.from_person_id, s.state, s.kind, -1 FROM old_steps s WHERE s.from_person_id IS NOT NULL) k
     GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO queue_count_changes (holder_kind, holder_id, state, kind, n)
    SELECT k.holder_kind, k.holder_id, k.state, k.kind, sum(k.n)
      FROM (SELECT 'to_person' AS holder_kind, s.to_person_id AS holder_id, s.state, s.kind, 1 AS n FROM new_steps s WHERE s.to_person_id IS NOT NULL
            UNION ALL SELECT 'to_department', s.to_department_id, s.state, s.kind, 1 FROM new_steps s WHERE s.to_person_id IS NULL
            UNION ALL SELECT 'from_person', s.from_person_id, s.state, s.kind, 1 FROM new_steps s WHERE s.from_person_id IS NOT NULL
            UNION ALL SELECT 'to_person', s.to_person_id, s.state, s.kind, -1 FROM old_steps s WHERE s.to_person_id IS NOT NULL
            UNION ALL SELECT 'to_department', s.to_department_id, s.state, s.kind, -1 FROM old_steps s WHERE s.to_person_id IS NULL
            UNION ALL SELECT 'from_person', s.from_person_id, s.state, s.kind, -1 FROM old_steps s WHERE s.from_person_id IS NOT NULL) k
     GROUP BY 1, 2, 3, 4
    HAVING sum(k.n) <> 0;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_queue_counts_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_queue_count_changes();
CREATE TRIGGER transactions_queue_counts_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_queue_count_changes();
CREATE TRIGGER transactions_queue_counts_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_steps FOR EACH STATEMENT EXECUTE FUNCTION transactions_queue_count_changes();

CREATE FUNCTION transactions_queue_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM queue_count_changes;
  DELETE FROM queue_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_queue_counts_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_queue_counts_truncate();

-- The steps already there (the triggers above hold a lock on transactions until this
-- migration commits, so no step changes between the count and the triggers).
INSERT INTO queue_counts (holder_kind, holder_id, state, kind, n)
SELECT 'to_person', to_person_id, state, kind, count(*) FROM transactions WHERE to_person_id IS NOT NULL GROUP BY 2, 3, 4
UNION ALL
SELECT 'to_department', to_department_id, state, kind, count(*) FROM transactions WHERE to_person_id IS NULL GROUP BY 2, 3, 4
UNION ALL
SELECT 'from_person', from_person_id, state, kind, count(*) FROM transactions WHERE from_person_id IS NOT NULL GROUP BY 2, 3, 4;
