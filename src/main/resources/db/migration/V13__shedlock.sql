-- ShedLock's table: a row per scheduled job that must run on one app node at a time; the node
-- that holds it is written in locked_by until lock_until. The columns are those its
-- JdbcTemplateLockProvider reads and writes; times are the database's own (usingDbTime), so
-- nodes with different clocks agree.
-- Portable between H2 and PostgreSQL.
CREATE TABLE shedlock (
    name       VARCHAR(64)  NOT NULL PRIMARY KEY,
    lock_until TIMESTAMP    NOT NULL,
    locked_at  TIMESTAMP    NOT NULL,
    locked_by  VARCHAR(255) NOT NULL
);
