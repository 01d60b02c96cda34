public import TVSeriesDomain

/// Answers with every genre the source files series under, by name, with the number of series in
/// each where the source counts them.
public protocol ListTVSeriesGenresUseCase: Sendable {
    func execute() async throws(ListTVSeriesGenresError) -> [TVSeriesGenre]
}
