-- Facts about the database itself. Feature tables (saved games, daily puzzles, records) come in
-- later migrations.
CREATE TABLE app_info (
    info_key   VARCHAR(64)  NOT NULL PRIMARY KEY,
    info_value VARCHAR(255) NOT NULL
);

INSERT INTO app_info (info_key, info_value) VALUES ('schema', 'Calcoolation: cage arithmetic puzzles');
