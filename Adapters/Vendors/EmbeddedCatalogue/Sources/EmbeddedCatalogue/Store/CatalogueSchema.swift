import GRDB

/// The tables the seed is loaded into. A change here bumps `version`, which makes every existing
/// catalogue database rebuild on its next open.
///
/// The link tables are clustered on the film or series (`WITHOUT ROWID`), and an index in a table without
/// rowid carries the primary key, so every index here covers the queries that use it: a similar
/// list touches few pages.
enum CatalogueSchema {
    static let version = "19"

    /// Every table; a database missing one of them is damaged and is rebuilt.
    static let tables: Set<String> = [
        "catalogue_meta", "genre", "person", "movie", "movie_genre", "movie_keyword", "movie_cast", "movie_crew",
        "series", "series_genre", "series_creator", "series_cast", "season", "episode", "episode_guest", "episode_crew",
        "genre_count", "movie_credit_shares",
    ]

    /// The tables, empty and without their indexes (`createIndexes`).
    static func create(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE catalogue_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                CREATE TABLE genre (id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL UNIQUE);
                CREATE TABLE person (
                    id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, gender INTEGER,
                    birthday TEXT, deathday TEXT, country_of_birth TEXT,
                    popularity REAL NOT NULL DEFAULT 0,
                    known_for_first TEXT, known_for_second TEXT
                );
                CREATE TABLE movie (
                    id INTEGER PRIMARY KEY NOT NULL,
                    title TEXT NOT NULL,
                    original_title TEXT,
                    original_language TEXT NOT NULL,
                    release_date TEXT,
                    runtime INTEGER,
                    overview TEXT,
                    vote_average REAL,
                    vote_count INTEGER,
                    popularity REAL NOT NULL,
                    figures_as_of TEXT,
                    budget INTEGER,
                    revenue INTEGER,
                    status TEXT,
                    spoken_languages TEXT NOT NULL,
                    countries TEXT NOT NULL,
                    companies TEXT NOT NULL,
                    credits_recorded INTEGER NOT NULL
                );
                CREATE TABLE movie_genre (
                    movie_id INTEGER NOT NULL REFERENCES movie(id),
                    genre_id INTEGER NOT NULL REFERENCES genre(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (movie_id, genre_id)
                ) WITHOUT ROWID;
                CREATE TABLE movie_keyword (
                    movie_id INTEGER NOT NULL REFERENCES movie(id),
                    keyword TEXT NOT NULL,
                    PRIMARY KEY (movie_id, keyword)
                ) WITHOUT ROWID;
                CREATE TABLE movie_cast (
                    movie_id INTEGER NOT NULL REFERENCES movie(id),
                    position INTEGER NOT NULL,
                    person_id INTEGER REFERENCES person(id),
                    name TEXT NOT NULL,
                    character TEXT,
                    PRIMARY KEY (movie_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE movie_crew (
                    movie_id INTEGER NOT NULL REFERENCES movie(id),
                    position INTEGER NOT NULL,
                    person_id INTEGER REFERENCES person(id),
                    name TEXT NOT NULL,
                    job TEXT NOT NULL,
                    department TEXT,
                    PRIMARY KEY (movie_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE series (
                    id INTEGER PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    original_name TEXT NOT NULL,
                    original_language TEXT NOT NULL,
                    type TEXT,
                    status TEXT,
                    first_air_date TEXT,
                    last_air_date TEXT,
                    number_of_seasons INTEGER,
                    number_of_episodes INTEGER,
                    episode_run_times TEXT NOT NULL,
                    networks TEXT NOT NULL,
                    in_production INTEGER,
                    origin_countries TEXT NOT NULL,
                    languages TEXT NOT NULL,
                    companies TEXT NOT NULL,
                    vote_average REAL,
                    vote_count INTEGER,
                    popularity REAL NOT NULL,
                    figures_as_of TEXT,
                    overview TEXT
                );
                CREATE TABLE series_genre (
                    series_id INTEGER NOT NULL REFERENCES series(id),
                    genre_id INTEGER NOT NULL REFERENCES genre(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (series_id, genre_id)
                ) WITHOUT ROWID;
                CREATE TABLE series_cast (
                    series_id INTEGER NOT NULL REFERENCES series(id),
                    position INTEGER NOT NULL,
                    person_id INTEGER NOT NULL REFERENCES person(id),
                    name TEXT NOT NULL,
                    character TEXT,
                    episode_count INTEGER,
                    source TEXT NOT NULL,
                    PRIMARY KEY (series_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE series_creator (
                    series_id INTEGER NOT NULL REFERENCES series(id),
                    position INTEGER NOT NULL,
                    person_id INTEGER REFERENCES person(id),
                    name TEXT NOT NULL,
                    PRIMARY KEY (series_id, position)
                ) WITHOUT ROWID;
                CREATE TABLE season (
                    series_id INTEGER NOT NULL REFERENCES series(id),
                    season_number INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    air_date TEXT,
                    episode_count INTEGER,
                    figures_as_of TEXT,
                    PRIMARY KEY (series_id, season_number)
                ) WITHOUT ROWID;
                CREATE TABLE episode (
                    series_id INTEGER NOT NULL,
                    season_number INTEGER NOT NULL,
                    episode_number INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    air_date TEXT,
                    vote_average REAL,
                    vote_count INTEGER,
                    figures_as_of TEXT,
                    credits_recorded INTEGER NOT NULL,
                    PRIMARY KEY (series_id, season_number, episode_number),
                    FOREIGN KEY (series_id, season_number) REFERENCES season(series_id, season_number)
                ) WITHOUT ROWID;
                CREATE TABLE episode_guest (
                    series_id INTEGER NOT NULL,
                    season_number INTEGER NOT NULL,
                    episode_number INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    person_id INTEGER REFERENCES person(id),
                    name TEXT NOT NULL,
                    character TEXT,
                    PRIMARY KEY (series_id, season_number, episode_number, position)
                ) WITHOUT ROWID;
                CREATE TABLE episode_crew (
                    series_id INTEGER NOT NULL,
                    season_number INTEGER NOT NULL,
                    episode_number INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    person_id INTEGER REFERENCES person(id),
                    name TEXT NOT NULL,
                    job TEXT NOT NULL,
                    department TEXT,
                    PRIMARY KEY (series_id, season_number, episode_number, position)
                ) WITHOUT ROWID;
                -- How many films and series each genre holds, counted once the rows are in (`CatalogueTallies`).
                CREATE TABLE genre_count (
                    genre_id INTEGER PRIMARY KEY NOT NULL REFERENCES genre(id),
                    movie_count INTEGER NOT NULL,
                    series_count INTEGER NOT NULL
                );
                -- What each credit of a film counts towards its person, packed (`CreditShares`).
                CREATE TABLE movie_credit_shares (
                    movie_id INTEGER PRIMARY KEY NOT NULL REFERENCES movie(id),
                    cast_shares BLOB NOT NULL,
                    crew_shares BLOB NOT NULL
                );
                """)
    }

    /// The indexes, made once the rows are in: SQLite sorts each index once, where rows inserted
    /// one at a time under it would reach into every index at each insert.
    static func createIndexes(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX series_by_popularity ON series(popularity DESC);
                CREATE INDEX movie_by_popularity ON movie(popularity DESC);
                CREATE INDEX movie_popularity_by_id ON movie(id, popularity);
                CREATE INDEX movie_by_rating ON movie(vote_average DESC, vote_count DESC);
                CREATE INDEX movie_by_release_date ON movie(release_date);
                CREATE INDEX credited_movie_by_release_date ON movie(release_date) WHERE credits_recorded;
                CREATE INDEX credited_movie_by_popularity ON movie(popularity DESC, id, release_date) WHERE credits_recorded;
                CREATE INDEX movie_discovery_by_release_date ON movie(release_date, vote_count, vote_average);
                CREATE INDEX movie_genre_by_genre ON movie_genre(genre_id);
                CREATE INDEX movie_keyword_by_keyword ON movie_keyword(keyword);
                CREATE INDEX movie_cast_by_person ON movie_cast(person_id);
                CREATE INDEX movie_crew_by_person ON movie_crew(person_id);
                CREATE INDEX movie_crew_directing_writing ON movie_crew(movie_id, person_id, department)
                    WHERE job = 'Director' OR department = 'Writing';
                CREATE INDEX series_cast_by_person ON series_cast(person_id);
                CREATE INDEX series_genre_by_genre ON series_genre(genre_id);
                CREATE INDEX person_by_popularity ON person(popularity DESC, id);
                """)
    }
}
