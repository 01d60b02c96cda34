import SearchResultsFeature

// Its links into films, series and people are every screen's: see each of those screens.
extension PlaceNavigator: SearchResultsNavigating {
    func openSearchResults(_ request: SearchRequest) {
        open(SearchPlace(query: request.query, kind: request.kind, page: request.page))
    }
}
