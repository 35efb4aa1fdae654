-- The realtime pusher polls for notifications not yet pushed; without this partial index
-- every poll would scan the whole notifications table.
CREATE INDEX notifications_unpushed_idx ON notifications (id) WHERE pushed_at IS NULL;
