public import LibraryDomain

/// Answers where a title stands in the library (on the watchlist, its watches), for a film's or
/// series' screen to say. No look-up: the screen knows what the title is.
public protocol FetchTitleStatusUseCase: Sendable {
    func execute(_ title: TitleReference) async throws(FetchTitleStatusError) -> TitleStatus
}
