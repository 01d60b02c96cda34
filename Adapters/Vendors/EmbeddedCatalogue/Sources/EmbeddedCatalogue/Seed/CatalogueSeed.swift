public import Foundation

/// The catalogue's source of truth: the seed files the database is built from, and the
/// fingerprint that tells a database built from them apart from one built from others.
///
/// The seed is eight files (see docs/catalogue.md): `movies.jsonl` (the films with credits),
/// `genres.jsonl`, `series.jsonl`, `seasons.jsonl` and `episodes.jsonl`, one record a line,
/// `people.tsv` and `later-films.tsv` (the films without credits), tab-separated, one a line, and
/// `manifest.json`, which carries their fingerprint. Opening
/// a seed reads the manifest alone, so start-up costs the same whatever the catalogue's size; the
/// record files are read only when a database has to be built.
public struct CatalogueSeed: Sendable {
    /// The record files, as bytes.
    struct Files: Sendable {
        let movies: Data
        let people: Data
        let genres: Data
        let series: Data
        let seasons: Data
        let episodes: Data
        let laterFilms: Data
    }

    private enum Source: Sendable {
        case directory(URL)
        case files(Files)
    }

    public let fingerprint: String
    private let source: Source

    /// The seed in `directory` (the folder that holds `manifest.json`), read lazily.
    public init(directory: URL) throws(CatalogueError) {
        let manifestURL = directory.appendingPathComponent("manifest.json")
        let manifest: SeedManifest
        do {
            manifest = try JSONDecoder().decode(SeedManifest.self, from: Data(contentsOf: manifestURL))
        } catch {
            throw .seedUnreadable("\(manifestURL.path): \(error.localizedDescription)")
        }
        guard manifest.format == SeedManifest.supportedFormat else {
            throw .seedInvalid(
                "\(manifestURL.path) is in format \(manifest.format); this build reads format \(SeedManifest.supportedFormat)")
        }
        fingerprint = manifest.fingerprint
        source = .directory(directory)
    }

    /// A seed given as the record files' text (tests); its fingerprint is taken from the bytes. An
    /// empty `people` holds no one and an empty `laterFilms` no film (not even the header line).
    public init(
        movies: String, people: String, genres: String, series: String = "", seasons: String = "", episodes: String = "",
        laterFilms: String = ""
    ) {
        let files = Files(
            movies: Data(movies.utf8), people: Data(people.utf8), genres: Data(genres.utf8), series: Data(series.utf8),
            seasons: Data(seasons.utf8), episodes: Data(episodes.utf8), laterFilms: Data(laterFilms.utf8))
        fingerprint = Self.fingerprint(of: [
            files.movies, files.people, files.genres, files.series, files.seasons, files.episodes, files.laterFilms,
        ])
        source = .files(files)
    }

    /// The seed shipped with this package, looked for beside the executable and then in
    /// `directories` (see `CatalogueResources`).
    public static func bundled(searching directories: [URL] = []) throws(CatalogueError) -> CatalogueSeed {
        try CatalogueSeed(directory: CatalogueResources.locate("manifest.json", in: directories).deletingLastPathComponent())
    }

    /// The record files' bytes: read from disk for a bundled seed.
    func files() throws(CatalogueError) -> Files {
        switch source {
        case .files(let files):
            return files
        case .directory(let directory):
            func read(_ name: String) throws(CatalogueError) -> Data {
                let url = directory.appendingPathComponent(name)
                do {
                    return try Data(contentsOf: url)
                } catch {
                    throw .seedUnreadable("\(url.path): \(error.localizedDescription)")
                }
            }
            return Files(
                movies: try read("movies.jsonl"), people: try read(SeedPeople.file), genres: try read("genres.jsonl"),
                series: try read("series.jsonl"), seasons: try read("seasons.jsonl"), episodes: try read("episodes.jsonl"),
                laterFilms: try read(SeedLaterFilms.file))
        }
    }

    /// 64-bit FNV-1a over the bytes, in hex: for seeds made in memory, whose files have no manifest.
    static func fingerprint(of parts: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return "fnv1a-" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
