import Presentation
import SearchResultsFeature

// Its links into films, series and people are the list screen's: one conformance serves both.
extension CommandLineRouter: SearchResultsNavigating {
    func openSearchResults(_ request: SearchRequest) {
        let quoted = request.query.contains(where: { !$0.isLetter && !$0.isNumber }) ? "\"\(request.query)\"" : request.query
        let type = request.kind.map { " --type \($0.rawValue)" } ?? ""
        note("\(Self.program) search \(quoted)\(type) --page \(request.page)", purpose: "page \(request.page)")
    }
}
