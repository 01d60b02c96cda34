import Foundation
import Synchronization

/// Decodes and checks a seed's record files, so that a mistake is reported by file, line and
/// field instead of surfacing later as a wrong answer.
enum SeedReader {
    static func read(_ seed: CatalogueSeed) throws(CatalogueError) -> SeedRecords {
        let files = try seed.files()
        let records = SeedRecords(
            genres: try lines(of: files.genres, named: "genres.jsonl", as: SeedGenre.self),
            people: try SeedPeople.read(files.people),
            movies: try lines(of: files.movies, named: "movies.jsonl", as: SeedMovie.self),
            laterFilms: SeedLaterFilms(files.laterFilms),
            series: try lines(of: files.series, named: "series.jsonl", as: SeedSeries.self),
            seasons: try lines(of: files.seasons, named: "seasons.jsonl", as: SeedSeason.self),
            episodes: try lines(of: files.episodes, named: "episodes.jsonl", as: SeedEpisode.self)
        )
        try validate(records)
        return records
    }

    /// Each non-empty line of `data` decoded as one `Record`, in order. The lines are cut into one
    /// run a processor, decoded side by side: decoding is most of a first run's build.
    static func lines<Record: Decodable & Sendable>(of data: Data, named file: String, as type: Record.Type) throws(CatalogueError)
        -> [Record]
    {
        let ranges = lineRanges(of: data)
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, ranges.count / 500))
        let size = (ranges.count + parts - 1) / parts
        let decoded = Mutex([Result<[Record], CatalogueError>](repeating: .success([]), count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let lines = part * size..<min(ranges.count, (part + 1) * size)
            let result = Result { () throws(CatalogueError) -> [Record] in
                try decode(ranges[lines], firstLine: lines.lowerBound + 1, of: data, named: file)
            }
            decoded.withLock { $0[part] = result }
        }
        var records: [Record] = []
        records.reserveCapacity(ranges.count)
        for part in decoded.withLock({ $0 }) { records += try part.get() }
        return records
    }

    /// The lines at `ranges` of `data`, the first of them line `firstLine` of the file.
    private static func decode<Record: Decodable>(_ ranges: ArraySlice<Range<Int>>, firstLine: Int, of data: Data, named file: String)
        throws(CatalogueError) -> [Record]
    {
        let decoder = JSONDecoder()
        var records: [Record] = []
        records.reserveCapacity(ranges.count)
        for (offset, line) in ranges.enumerated() where !line.isEmpty {
            do {
                records.append(try decoder.decode(Record.self, from: data.subdata(in: line)))
            } catch let error as DecodingError {
                throw .seedInvalid("\(file) line \(firstLine + offset): \(describe(error))")
            } catch {
                throw .seedInvalid("\(file) line \(firstLine + offset): \(error)")
            }
        }
        return records
    }

    /// Where each line of `data` lies, its newline left out, found with `memchr` over the bytes: the
    /// seed's tens of megabytes are split in a few milliseconds, where a collection split checks
    /// each byte's access.
    static func lineRanges(of data: Data) -> [Range<Int>] {
        data.withUnsafeBytes { bytes -> [Range<Int>] in
            guard let base = bytes.baseAddress else { return [] }
            var ranges: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else {
                    ranges.append(start..<bytes.count)
                    break
                }
                let end = base.distance(to: UnsafeRawPointer(newline))
                ranges.append(start..<end)
                start = end + 1
            }
            return ranges.map { $0.lowerBound + data.startIndex..<$0.upperBound + data.startIndex }
        }
    }

    static func validate(_ records: SeedRecords) throws(CatalogueError) {
        let genreNames = Set(records.genres.map(\.name))
        guard genreNames.count == records.genres.count, Set(records.genres.map(\.id)).count == records.genres.count else {
            throw .seedInvalid("genres.jsonl repeats an id or a name")
        }
        // `SeedPeople` checked each person as it read them, and that their ids are unique.
        var people: [Int: String] = [:]
        people.reserveCapacity(records.people.count)
        for person in records.people { people[person.id] = person.name }
        var movieIDs = Set<Int>()
        for movie in records.movies {
            let label = "movie \(movie.id) \"\(movie.title)\""
            guard movie.id > 0 else { throw .seedInvalid("\(label): ids must be positive") }
            guard movieIDs.insert(movie.id).inserted else { throw .seedInvalid("\(label): the id is used twice") }
            guard !movie.title.trimmingCharacters(in: .whitespaces).isEmpty else { throw .seedInvalid("\(label): the title is empty") }
            if let date = movie.releaseDate, !isCalendarDate(date) {
                throw .seedInvalid("\(label): releaseDate \"\(date)\" is not a day in the form yyyy-mm-dd")
            }
            if let runtime = movie.runtime, runtime <= 0 { throw .seedInvalid("\(label): runtime must be positive or null") }
            switch (movie.voteAverage, movie.voteCount) {
            case (nil, nil): break
            case (let average?, let count?) where (0...10).contains(average) && count > 0: break
            default: throw .seedInvalid("\(label): voteAverage (0...10) and voteCount (from 1) are both given or both null")
            }
            for genre in movie.genres where !genreNames.contains(genre) {
                throw .seedInvalid("\(label): genre \"\(genre)\" is not in genres.jsonl")
            }
            guard Set(movie.genres).count == movie.genres.count else { throw .seedInvalid("\(label): a genre is listed twice") }
            try checkPeople(
                movie.cast.map { ($0.personId, $0.name) } + movie.crew.map { ($0.personId, $0.name) }, label: label, people: people)
        }
        try validateSeries(records, people: people, genreNames: genreNames)
    }

    /// Series, their seasons and their episodes: ids unique, every season of a stored series,
    /// every episode of a stored season and within its episode count, every person stored.
    static func validateSeries(_ records: SeedRecords, people: [Int: String], genreNames: Set<String>) throws(CatalogueError) {
        var seriesIDs = Set<Int>()
        for series in records.series {
            let label = "series \(series.id) \"\(series.name)\""
            guard series.id > 0, seriesIDs.insert(series.id).inserted else {
                throw .seedInvalid("\(label): the id is not positive or is used twice")
            }
            for date in [series.firstAirDate, series.lastAirDate].compactMap(\.self) where !isCalendarDate(date) {
                throw .seedInvalid("\(label): \"\(date)\" is not a day in the form yyyy-mm-dd")
            }
            for genre in series.genres where !genreNames.contains(genre) {
                throw .seedInvalid("\(label): genre \"\(genre)\" is not in genres.jsonl")
            }
            try checkPeople(
                series.creators.map { ($0.personId, $0.name) } + series.mainCast.map { ($0.personId, $0.name) }, label: label,
                people: people)
        }
        var seasons: [SeasonKey: SeedSeason] = [:]
        for season in records.seasons {
            let label = "season \(season.seasonNumber) of series \(season.seriesId)"
            guard seriesIDs.contains(season.seriesId) else { throw .seedInvalid("\(label): the series is not in series.jsonl") }
            guard season.seasonNumber >= 0, seasons.updateValue(season, forKey: SeasonKey(season)) == nil else {
                throw .seedInvalid("\(label): the number is negative or used twice")
            }
        }
        var episodes = Set<[Int]>()
        for episode in records.episodes {
            let label = "episode \(episode.episodeNumber) of season \(episode.seasonNumber) of series \(episode.seriesId)"
            guard let season = seasons[SeasonKey(seriesID: episode.seriesId, seasonNumber: episode.seasonNumber)] else {
                throw .seedInvalid("\(label): the season is not in seasons.jsonl")
            }
            // A record taken no earlier than the season's figures may hold more episodes than they
            // count, or number them across the seasons.
            let count = season.episodeCount
            let laterRecord = episode.figuresAsOf.flatMap { asOf in season.figuresAsOf.map { asOf >= $0 } } ?? false
            guard episode.episodeNumber >= 1, laterRecord || (count.map { episode.episodeNumber <= $0 } ?? true) else {
                throw .seedInvalid("\(label): the number is outside the season's \(count.map(String.init) ?? "unknown") episodes")
            }
            guard episodes.insert([episode.seriesId, episode.seasonNumber, episode.episodeNumber]).inserted else {
                throw .seedInvalid("\(label): listed twice")
            }
            if let date = episode.airDate, !isCalendarDate(date) { throw .seedInvalid("\(label): \"\(date)\" is not a day") }
            try checkPeople(
                episode.guestStars.map { ($0.personId, $0.name) } + episode.crew.map { ($0.personId, $0.name) }, label: label,
                people: people)
        }
    }

    private static func checkPeople(_ credits: [(Int?, String)], label: String, people: [Int: String]) throws(CatalogueError) {
        for case (let id?, let name) in credits {
            guard let stored = people[id] else { throw .seedInvalid("\(label): person \(id) (\(name)) is not in people.tsv") }
            guard stored == name else {
                throw .seedInvalid("\(label): person \(id) is called \"\(name)\" here but \"\(stored)\" in people.tsv")
            }
        }
    }

    /// Whether `text` is a day of the Gregorian calendar written yyyy-mm-dd, worked out by hand: a
    /// `Calendar` a date cost a noticeable part of a first run, for some two hundred thousand dates.
    static func isCalendarDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month) else {
            return false
        }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }
}
