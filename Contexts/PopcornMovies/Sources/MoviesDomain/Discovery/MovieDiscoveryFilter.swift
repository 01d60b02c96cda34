public import CoreDomain

/// Which films a discovery lists, as the person asked: genres by name (matched without case),
/// all or any of them; the years of release; a minimum rating (0 to 10) and number of votes; a
/// running time; the original language; keywords (all of them). Nil or empty filters nothing.
public struct MovieDiscoveryFilter: Sendable, Hashable, Codable {
    public var genreNames: [String]
    public var genreMatch: GenreMatch
    public var years: YearSpan?
    public var minimumRating: Double?
    public var minimumVotes: Int?
    public var runtime: RuntimeSpan?
    public var originalLanguage: Language?
    public var keywords: [String]

    public init(
        genreNames: [String] = [], genreMatch: GenreMatch = .all, years: YearSpan? = nil, minimumRating: Double? = nil,
        minimumVotes: Int? = nil, runtime: RuntimeSpan? = nil, originalLanguage: Language? = nil, keywords: [String] = []
    ) {
        self.genreNames = genreNames
        self.genreMatch = genreMatch
        self.years = years
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.runtime = runtime
        self.originalLanguage = originalLanguage
        self.keywords = keywords
    }

    /// The first rule the filter breaks, or nil when a source can be asked with it: a span whose
    /// start is after its end, a year outside 1800–9999, a rating outside 0–10, a negative number
    /// of votes or minutes, an empty keyword or genre, a language that is no two-letter code.
    public var violation: MovieDiscoveryFilterError? {
        if let name = genreNames.first(where: { $0.trimmingWhitespace.isEmpty }) { return .emptyGenre(name) }
        if let years {
            if let year = [years.from, years.through].first(where: { !Self.years.contains($0) }) { return .yearOutOfRange(year) }
            if years.from > years.through { return .yearsReversed(from: years.from, through: years.through) }
        }
        if let minimumRating, !Rating.scale.contains(minimumRating) { return .ratingOutOfRange(minimumRating) }
        if let minimumVotes, minimumVotes < 0 { return .negativeVotes(minimumVotes) }
        if let runtime {
            if let minutes = [runtime.minimum, runtime.maximum].compactMap({ $0 }).first(where: { $0 < 0 }) {
                return .negativeRuntime(minutes)
            }
            if let minimum = runtime.minimum, let maximum = runtime.maximum, minimum > maximum {
                return .runtimeReversed(minimum: minimum, maximum: maximum)
            }
        }
        if let code = originalLanguage?.code, code.count != 2 || !code.allSatisfy({ ("a"..."z").contains($0) }) {
            return .invalidLanguage(code)
        }
        if let keyword = keywords.first(where: { $0.trimmingWhitespace.isEmpty }) { return .emptyKeyword(keyword) }
        return nil
    }

    /// The genres of `known` that the filter names, in its order, matched by name without case
    /// and without the spaces around it; or the first name that matches none.
    public func genres(in known: [Genre]) -> Result<[Genre], UnknownGenre> {
        var found: [Genre] = []
        for name in genreNames {
            let wanted = name.trimmingWhitespace.lowercased()
            guard let genre = known.first(where: { $0.name.lowercased() == wanted }) else {
                return .failure(UnknownGenre(name: name, known: known))
            }
            if !found.contains(genre) { found.append(genre) }
        }
        return .success(found)
    }

    /// The years a release can be filtered by.
    public static let years = 1800...9999
}
