public import CoreDomain
public import MoviesDomain
public import TestDoubles

/// What a test double of a Movies port was asked, and what it answers: the one piece behind both
/// hand-written mocks, whose ports ask the same questions and differ only in their error type.
public typealias MovieStubbedAnswers<Failure: Error & Sendable> = StubbedAnswers<MovieStubs.Call, MovieStubs.Answers, Failure>

/// The questions the Movies ports are asked, and the answers a test can stub for them.
public enum MovieStubs {
    public enum Call: Sendable, Equatable {
        case movie(Movie.ID)
        case preview(Movie.ID)
        case credits(Movie.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(Movie.ID, page: Int)
        case discover(MovieDiscoveryCriteria, page: Int)
        case genres
        case trending(TrendingWindow, page: Int)
    }

    /// A list answer serves popular, top rated and similar alike.
    public struct Answers: Sendable {
        public var movie: Movie?
        public var preview: MoviePreview?
        public var credits: MovieCredits?
        public var page: MoviePage?
        public var genres: [MovieGenreSummary]?
        public var trending: TrendingMoviesPage?

        public init() {}
    }
}

extension StubbedAnswers where Answers == MovieStubs.Answers {
    public func answer(_ movie: Movie) { stub { $0.movie = movie } }
    public func answer(_ preview: MoviePreview) { stub { $0.preview = preview } }
    public func answer(_ credits: MovieCredits) { stub { $0.credits = credits } }
    public func answer(_ page: MoviePage) { stub { $0.page = page } }
    public func answer(_ genres: [MovieGenreSummary]) { stub { $0.genres = genres } }
    public func answer(_ trending: TrendingMoviesPage) { stub { $0.trending = trending } }
}
