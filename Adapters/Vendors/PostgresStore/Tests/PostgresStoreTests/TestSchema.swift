import PostgresStore

/// A small schema for the tests: notes keyed by a name.
enum TestSchema {
    static let notes = PostgresSchema(
        versionTable: "test_schema_version", lockKey: 4_242,
        steps: [
            "CREATE TABLE notes (name text PRIMARY KEY, body text NOT NULL)",
            "ALTER TABLE notes ADD COLUMN written_by integer NOT NULL DEFAULT 0",
        ])
}
