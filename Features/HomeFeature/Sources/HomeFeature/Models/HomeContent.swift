public import Presentation

/// What the home screen shows: a short list each of the films, the series and the people most
/// looked at now, most popular first.
public struct HomeContent: Sendable, Equatable, Codable, JSONRecord {
    public let popularMovies: [HomeItem]
    public let popularSeries: [HomeItem]
    public let popularPeople: [HomeItem]

    public init(popularMovies: [HomeItem], popularSeries: [HomeItem], popularPeople: [HomeItem]) {
        self.popularMovies = popularMovies
        self.popularSeries = popularSeries
        self.popularPeople = popularPeople
    }
}
