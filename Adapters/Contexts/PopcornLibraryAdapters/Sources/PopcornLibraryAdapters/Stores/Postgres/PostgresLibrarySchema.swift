import PostgresStore

/// The library's tables in PostgreSQL: the watchlist and the watches only (the history stays on
/// each machine). Times are kept as seconds since 1970 in double precision, so that a time read
/// back is the very time written and "the newer change wins" compares like with like.
enum PostgresLibrarySchema {
    static let schema = PostgresSchema(
        versionTable: "popcorn_library_schema", lockKey: 0x706F_7063_6F72_6E4C,
        steps: [
            """
            CREATE TABLE popcorn_watchlist (
                kind text NOT NULL CHECK (kind IN ('movie', 'tv')),
                tmdb_id integer NOT NULL,
                added_at double precision NOT NULL,
                removed_at double precision,
                PRIMARY KEY (kind, tmdb_id)
            )
            """,
            """
            CREATE TABLE popcorn_watches (
                kind text NOT NULL CHECK (kind IN ('movie', 'tv')),
                tmdb_id integer NOT NULL,
                day date NOT NULL,
                rating smallint CHECK (rating BETWEEN 1 AND 10),
                note text,
                recorded_at double precision NOT NULL,
                PRIMARY KEY (kind, tmdb_id, day)
            )
            """,
        ])
}
