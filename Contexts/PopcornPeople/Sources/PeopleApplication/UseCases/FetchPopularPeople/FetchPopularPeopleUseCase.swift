public import PeopleDomain

/// Answers with a page of the people drawing the most interest, most popular first.
public protocol FetchPopularPeopleUseCase: Sendable {
    func execute(page: Int) async throws(FetchPopularPeopleError) -> PersonPage
}
