public import IntelligenceDomain
public import TestDoubles

/// What a test double of an Intelligence port was asked, and what it answers: the one piece behind
/// every hand-written mock of the context, whose ports differ only in their error type.
public typealias IntelligenceStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<
    IntelligenceStubs.Call, IntelligenceStubs.Answers, Failure
>

/// The questions the Intelligence ports are asked, and the answers a test can stub for them.
public enum IntelligenceStubs {
    public enum Call: Sendable, Equatable {
        case movie(Int)
        case similarMovies(Int)
        case tvSeries(Int)
        case season(Int, seriesID: Int)
        case similarTVSeries(Int)
        case credits(TitleReference)
        case person(Int)
        case personCredits(Int)
        case save(ConversationID)
        case conversation(ConversationID)
        case summaries
        case latestConversation(TitleReference)
        case delete(ConversationID)
    }

    public struct SeasonKey: Hashable, Sendable {
        public let seriesID: Int
        public let number: Int

        public init(seriesID: Int, number: Int) {
            self.seriesID = seriesID
            self.number = number
        }
    }

    public struct Answers: Sendable {
        public var movies: [Int: MovieDetails] = [:]
        public var similarMovies: [Int: [SimilarTitle]] = [:]
        public var tvSeries: [Int: TVSeriesDetails] = [:]
        public var seasons: [SeasonKey: SeasonDetails] = [:]
        public var similarTVSeries: [Int: [SimilarTitle]] = [:]
        public var credits: [TitleReference: Credits] = [:]
        public var people: [Int: PersonDetails] = [:]
        public var personCredits: [Int: [PersonCredit]] = [:]
        /// Whether the store answers (it fails only with a failure the test sets).
        public var storeAnswers: Bool? = true

        public init() {}
    }
}

extension StubbedAnswers where Answers == IntelligenceStubs.Answers {
    public func know(_ movie: MovieDetails, credits: Credits? = nil, similar: [SimilarTitle]? = nil) {
        stub {
            $0.movies[movie.id] = movie
            $0.credits[TitleReference(kind: .movie, id: movie.id)] = credits
            $0.similarMovies[movie.id] = similar
        }
    }

    public func know(_ series: TVSeriesDetails, credits: Credits? = nil, seasons: [SeasonDetails] = [], similar: [SimilarTitle]? = nil) {
        stub {
            $0.tvSeries[series.id] = series
            $0.credits[TitleReference(kind: .tv, id: series.id)] = credits
            for season in seasons { $0.seasons[IntelligenceStubs.SeasonKey(seriesID: series.id, number: season.number)] = season }
            $0.similarTVSeries[series.id] = similar
        }
    }

    public func know(_ person: PersonDetails, credits: [PersonCredit]) {
        stub {
            $0.people[person.id] = person
            $0.personCredits[person.id] = credits
        }
    }
}
