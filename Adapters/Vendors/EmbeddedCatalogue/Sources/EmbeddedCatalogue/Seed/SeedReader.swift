import Foundation

/// Decodes and checks a seed, so that a mistake in `movies.json` is reported by record and field
/// instead of surfacing later as a wrong answer.
enum SeedReader {
    static func read(_ seed: CatalogueSeed) throws(CatalogueError) -> SeedDocument {
        let document: SeedDocument
        do {
            document = try JSONDecoder().decode(SeedDocument.self, from: seed.data)
        } catch let error as DecodingError {
            throw .seedInvalid(describe(error))
        } catch {
            throw .seedInvalid(String(describing: error))
        }
        try validate(document)
        return document
    }

    static func validate(_ document: SeedDocument) throws(CatalogueError) {
        let genreNames = Set(document.genres.map(\.name))
        guard genreNames.count == document.genres.count, Set(document.genres.map(\.id)).count == document.genres.count else {
            throw .seedInvalid("the genre table repeats an id or a name")
        }
        var movieIDs = Set<Int>()
        var personNames: [Int: String] = [:]
        for movie in document.movies {
            let label = "movie \(movie.id) \"\(movie.title)\""
            guard movie.id > 0 else { throw .seedInvalid("\(label): ids must be positive") }
            guard movieIDs.insert(movie.id).inserted else { throw .seedInvalid("\(label): the id is used twice") }
            guard !movie.title.trimmingCharacters(in: .whitespaces).isEmpty else { throw .seedInvalid("\(label): the title is empty") }
            if let date = movie.releaseDate, !isCalendarDate(date) {
                throw .seedInvalid("\(label): releaseDate \"\(date)\" is not a day in the form yyyy-mm-dd")
            }
            if let runtime = movie.runtime, runtime <= 0 { throw .seedInvalid("\(label): runtime must be positive") }
            guard (0...10).contains(movie.voteAverage), movie.voteCount >= 0 else {
                throw .seedInvalid("\(label): voteAverage must be within 0...10 and voteCount not negative")
            }
            for genre in movie.genres where !genreNames.contains(genre) {
                throw .seedInvalid("\(label): genre \"\(genre)\" is not in the genre table")
            }
            let people = movie.cast.map { ($0.id, $0.name) } + movie.crew.map { ($0.id, $0.name) }
            for (id, name) in people {
                guard id > 0 else { throw .seedInvalid("\(label): person \"\(name)\" has no positive id") }
                if let known = personNames[id], known != name {
                    throw .seedInvalid("\(label): person \(id) is called \"\(name)\" here but \"\(known)\" elsewhere")
                }
                personNames[id] = name
            }
        }
    }

    private static func isCalendarDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard text.count == 10, parts.count == 3 else { return false }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        components.calendar = Calendar(identifier: .gregorian)
        return components.isValidDate
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
